import { createFileRoute } from '@tanstack/react-router'
import { BackofficeLayout } from '../app/layouts/backoffice-layout'
import { AdminSessionWatch } from '../features/backoffice-auth/components/admin-session-watch'
import { requireAdmin } from '../features/backoffice-auth/guards'

export const Route = createFileRoute('/_backoffice')({
  // Back office routes other than login need a logged-in admin.
  beforeLoad: requireAdmin,
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
