import { createFileRoute } from '@tanstack/react-router'
import { DashboardLayout, DashboardPending } from '../app/layouts/dashboard-layout'
import { EmailConfirmationBanner } from '../features/account/banner/email-confirmation-banner'
import { ProfileCompletionGate } from '../features/account/components/profile-completion-gate'
import { SessionWatch } from '../features/account/components/session-watch'
import { requireUser } from '../features/account/guards'

export const Route = createFileRoute('/_dashboard')({
  // Dashboard routes need a logged-in user (and a chosen profile).
  beforeLoad: requireUser,
  component: DashboardRoute,
  // The frame paints at once with skeletons while the session and the section's data come: sent by the server
  // (which renders no signed-in data: it has no session, so neither this guard nor the loaders run there), and
  // shown by the browser while it checks the session.
  staticData: { serverRender: true },
  ssr: false,
  pendingComponent: DashboardPending,
  pendingMs: 0,
})

function DashboardRoute() {
  return (
    <>
      <DashboardLayout notice={<EmailConfirmationBanner />} />
      <SessionWatch />
      <ProfileCompletionGate />
    </>
  )
}
