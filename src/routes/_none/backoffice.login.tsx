import { createFileRoute } from '@tanstack/react-router'
import { AdminLoginPage } from '../../features/backoffice-auth/components/admin-login-page'
import { redirectIfAdmin } from '../../features/backoffice-auth/guards'

export const Route = createFileRoute('/_none/backoffice/login')({
  beforeLoad: redirectIfAdmin,
  component: AdminLoginPage,
})
