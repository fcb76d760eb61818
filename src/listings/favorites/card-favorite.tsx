import type { PropertySummary } from '../../domain/property'
import type { VehicleSummary } from '../../domain/vehicle'
import { FavoriteButton } from './favorite-button'
import { propertyFavorite, vehicleFavorite } from './to-favorite'

/** The heart on a property card (placed in the card's photo area). */
export const PropertyFavoriteButton = ({ property }: { property: PropertySummary }) => (
  <FavoriteButton listing={propertyFavorite(property)} />
)

/** The heart on a vehicle card. */
export const VehicleFavoriteButton = ({ vehicle }: { vehicle: VehicleSummary }) => (
  <FavoriteButton listing={vehicleFavorite(vehicle)} />
)
