import { createFileRoute } from '@tanstack/react-router'
import { usersSearch } from '../../../../features/backoffice/table/table-search'
import { routeSearch } from '../../../../lib/search-params/search-params'
import { UsersPage } from '../../../../features/backoffice/components/users-page'

export const Route = createFileRoute('/_backoffice/backoffice/dashboard/users')({
  ...routeSearch(usersSearch),
  component: UsersPage,
})
