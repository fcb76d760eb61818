import { createFileRoute } from '@tanstack/react-router'
import { ConfirmEmailPage } from '../../features/account/components/confirm-email-page'

export const Route = createFileRoute('/_none/confirmar-email/$token')({
  component: ConfirmEmailRoute,
})

function ConfirmEmailRoute() {
  const { token } = Route.useParams()
  return <ConfirmEmailPage token={token} />
}
