import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '../../features/account/components/forgot-password-page'

export const Route = createFileRoute('/_none/esqueci-senha')({
  component: ForgotPasswordPage,
})
