import { createFileRoute } from '@tanstack/react-router'
import { DashboardLayout, DashboardPending } from '../app/layouts/dashboard-layout'
import { EmailConfirmationBanner } from '../features/account/banner/email-confirmation-banner'
import { ProfileCompletionGate } from '../features/account/components/profile-completion-gate'
import { SessionWatch } from '../features/account/components/session-watch'

export const Route = createFileRoute('/_dashboard')({
  // Dashboard routes need a logged-in user (and a chosen profile).
  // The guard's module (and the current user's query) loads with the first dashboard page, not with every page.
  beforeLoad: async (args) => (await import('../features/account/guards')).requireUser(args),
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
