import { createFileRoute } from '@tanstack/react-router'
import { BackofficeLayout } from '../app/layouts/backoffice-layout'
import { AdminSessionWatch } from '../features/backoffice-auth/components/admin-session-watch'

export const Route = createFileRoute('/_backoffice')({
  // Back office routes other than login need a logged-in admin.
  // The guard's module (and the admin's query) loads with the back office, not with every page.
  beforeLoad: async (args) => (await import('../features/backoffice-auth/guards')).requireAdmin(args),
  component: BackofficeRoute,
})

function BackofficeRoute() {
  return (
    <>
      <BackofficeLayout />
      <AdminSessionWatch />
    </>
  )
}
