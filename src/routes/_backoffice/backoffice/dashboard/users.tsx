import { createFileRoute } from '@tanstack/react-router'
import { UsersPage } from '../../../../features/backoffice/components/users-page'

export const Route = createFileRoute('/_backoffice/backoffice/dashboard/users')({
  component: UsersPage,
})
