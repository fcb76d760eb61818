import { createFileRoute, notFound, stripSearchParams } from '@tanstack/react-router'
import { advertiserTypeFromSlug } from '../../domain/paths'
import { validateAdvertiserSearch } from '../../listings/search/listing-search'
import { advertiserQueryOptions } from '../../features/advertiser/api/get-advertiser'
import { AdvertiserProfile } from '../../features/advertiser/detail/advertiser-profile'
import { advertiserPropertiesQueryOptions } from '../../features/property/api/get-advertiser-properties'
import { AdvertiserProperties } from '../../features/property/list/advertiser-properties'
import { advertiserVehiclesQueryOptions } from '../../features/vehicle/api/get-advertiser-vehicles'
import { AdvertiserVehicles } from '../../features/vehicle/list/advertiser-vehicles'

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
      queryClient.ensureQueryData(advertiserPropertiesQueryOptions(params.id, deps.page)),
      queryClient.ensureQueryData(advertiserVehiclesQueryOptions(params.id, deps.vpage)),
    ]),
  component: AdvertiserRoute,
})

function AdvertiserRoute() {
  const { id } = Route.useParams()
  const { page, vpage } = Route.useSearch()
  return (
    <div className="container">
      <AdvertiserProfile id={id} />
      <AdvertiserProperties advertiserId={id} page={page} />
      <AdvertiserVehicles advertiserId={id} page={vpage} />
    </div>
  )
}
