import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '../../features/account/components/reset-password-page'

export const Route = createFileRoute('/_none/resetar-senha/$token')({
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const { token } = Route.useParams()
  return <ResetPasswordPage token={token} />
}
