import { createFileRoute } from '@tanstack/react-router'
import { AdminLoginPage } from '../../features/backoffice-auth/components/admin-login-page'

export const Route = createFileRoute('/_none/backoffice/login')({
  beforeLoad: async () => (await import('../../features/backoffice-auth/guards')).redirectIfAdmin(),
  component: AdminLoginPage,
})
