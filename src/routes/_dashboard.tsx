import { createFileRoute } from '@tanstack/react-router'
import { DashboardLayout } from '../app/layouts/dashboard-layout'
import { ProfileCompletionGate } from '../features/account/components/profile-completion-gate'
import { SessionWatch } from '../features/account/components/session-watch'
import { requireUser } from '../features/account/guards'

export const Route = createFileRoute('/_dashboard')({
  // Dashboard routes need a logged-in user (and a chosen profile).
  beforeLoad: requireUser,
  component: DashboardRoute,
})

function DashboardRoute() {
  return (
    <>
      <DashboardLayout />
      <SessionWatch />
      <ProfileCompletionGate />
    </>
  )
}
