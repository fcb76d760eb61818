import { createFileRoute, notFound, stripSearchParams } from '@tanstack/react-router'
import { advertiserTypeFromSlug } from '../../domain/paths'
import { validateAdvertiserSearch } from '../../listings/search/listing-search'
import { advertiserQueryOptions } from '../../features/advertiser/api/get-advertiser'
import { AdvertiserProfile } from '../../features/advertiser/detail/advertiser-profile'
import { advertiserProperties } from '../../features/property/list/advertiser-properties'
import { advertiserVehicles } from '../../features/vehicle/list/advertiser-vehicles'
import { advertiserListingsQueryOptions } from '../../listings/api/listing-detail-queries'
import { AdvertiserListings } from '../../listings/cards/advertiser-listings'

export const Route = createFileRoute('/_default/anunciante/$advertiserType/$id')({
  validateSearch: validateAdvertiserSearch,
  search: { middlewares: [stripSearchParams({ page: 1, vpage: 1 })] },
  beforeLoad: ({ params }) => {
    if (!advertiserTypeFromSlug(params.advertiserType)) throw notFound()
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, params, deps }) =>
    Promise.all([
      queryClient.ensureQueryData(advertiserQueryOptions(params.id)),
      queryClient.ensureQueryData(advertiserListingsQueryOptions('properties')(params.id, deps.page)),
      queryClient.ensureQueryData(advertiserListingsQueryOptions('vehicles')(params.id, deps.vpage)),
    ]),
  component: AdvertiserRoute,
})

function AdvertiserRoute() {
  const { id } = Route.useParams()
  const { page, vpage } = Route.useSearch()
  return (
    <div className="container">
      <AdvertiserProfile id={id} />
      <AdvertiserListings section={advertiserProperties} advertiserId={id} page={page} />
      <AdvertiserListings section={advertiserVehicles} advertiserId={id} page={vpage} />
    </div>
  )
}
