import { createFileRoute } from '@tanstack/react-router'
import { listingsSearch } from '../../../../features/backoffice/table/table-search'
import { routeSearch } from '../../../../lib/search-params/search-params'
import { AdvertisementsPage } from '../../../../features/backoffice/components/advertisements-page'

export const Route = createFileRoute('/_backoffice/backoffice/dashboard/advertisements')({
  ...routeSearch(listingsSearch),
  component: AdvertisementsPage,
})
