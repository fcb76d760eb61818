import { createFileRoute } from '@tanstack/react-router'
import { AdvertiserBox } from '../../features/advertiser/detail/advertiser-box'
import { vehicleQueryOptions } from '../../features/vehicle/api/get-vehicle'
import { vehicleSettingsQueryOptions } from '../../listings/api/vehicle-settings'
import { VehicleDetailPage } from '../../features/vehicle/detail/vehicle-detail-page'
import { VehicleContact } from './-components/listing-contact'

export const Route = createFileRoute(
  '/_default/veiculo/$vehicleType/$state/$city/$brand/$model/$version/$id',
)({
  loader: ({ context: { queryClient }, params }) => {
    // The optional items' names arrive on their own; the page does not wait for them.
    void queryClient.prefetchQuery(vehicleSettingsQueryOptions())
    return queryClient.ensureQueryData(vehicleQueryOptions(params.id))
  },
  component: VehicleRoute,
})

function VehicleRoute() {
  const { id } = Route.useParams()
  return (
    <VehicleDetailPage
      id={id}
      aside={(v) => (
        <>
          <AdvertiserBox advertiser={v.attributes.advertiser} listingTitle={v.attributes.name} />
          <VehicleContact vehicle={v} />
        </>
      )}
    />
  )
}
