import { createFileRoute } from '@tanstack/react-router'
import { AdminHome } from '../../../../features/backoffice-auth/components/admin-home'

export const Route = createFileRoute('/_backoffice/backoffice/dashboard/')({
  component: AdminHome,
})
