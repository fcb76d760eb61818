import { createFileRoute } from '@tanstack/react-router'
import { ChangeEmailPage } from '../../../../features/account/components/settings/change-email-page'

export const Route = createFileRoute('/_dashboard/dashboard/settings/change-email')({
  component: ChangeEmailPage,
})
