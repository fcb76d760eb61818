import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { homeShelves } from '../../domain/home-shelves'
import { HomePage } from '../../features/home/components/home-page'
import { NearbyProperties, nearbyQuery, nearbyTown } from '../../features/home/components/nearby-properties'
import { propertiesQueryOptions } from '../../features/property/api/get-properties'
import { propertyKind } from '../../features/property/property-kind'
import { vehiclesQueryOptions } from '../../features/vehicle/api/get-vehicles'
import { vehicleKind } from '../../features/vehicle/vehicle-kind'
import { ListingShelf } from '../../listings/cards/listing-shelf'

// The same searches the server inlines for the first paint (src/domain/home-shelves.ts).
const { featured, houses, apartments, vehicles } = homeShelves

export const Route = createFileRoute('/_default/')({
  // Not awaited: the page shows at once and each row fills in (or shows its skeleton) on its own.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(propertiesQueryOptions(featured))
    void queryClient.prefetchQuery(propertiesQueryOptions(nearbyQuery(nearbyTown())))
    void queryClient.prefetchQuery(propertiesQueryOptions(houses))
    void queryClient.prefetchQuery(propertiesQueryOptions(apartments))
    void queryClient.prefetchQuery(vehiclesQueryOptions(vehicles))
  },
  component: HomeRoute,
})

function HomeRoute() {
  const { t } = useLingui()
  return (
    <HomePage>
      <ListingShelf
        kind={propertyKind}
        id="home-featured"
        title={t`Imóveis em destaque`}
        query={featured}
        more={{}}
        eager
      />
      <ListingShelf
        kind={propertyKind}
        id="home-houses"
        title={t`Casas`}
        query={houses}
        more={{ category: 'house' }}
      />
      <ListingShelf
        kind={propertyKind}
        id="home-apartments"
        title={t`Apartamentos`}
        query={apartments}
        more={{ category: 'apartment' }}
      />
      <NearbyProperties kind={propertyKind} />
      <ListingShelf
        kind={vehicleKind}
        id="home-vehicles"
        title={t`Veículos recém-anunciados`}
        query={vehicles}
      />
    </HomePage>
  )
}
