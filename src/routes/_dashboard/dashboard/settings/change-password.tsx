import { createFileRoute } from '@tanstack/react-router'
import { ChangePasswordPage } from '../../../../features/account/components/settings/change-password-page'

export const Route = createFileRoute('/_dashboard/dashboard/settings/change-password')({
  component: ChangePasswordPage,
})
