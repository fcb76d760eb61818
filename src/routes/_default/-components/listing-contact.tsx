import type { Property } from '../../../domain/property'
import type { Vehicle } from '../../../domain/vehicle'
import { ContactBar } from '../../../features/contact/contact-bar'
import { ContactSlot, ReportButton } from '../../../features/contact/contact-slot'
import { FavoriteButton } from '../../../listings/favorites/favorite-button'
import { propertyFavorite, vehicleFavorite } from '../../../listings/favorites/to-favorite'

// The detail pages' visitor actions under the advertiser box (composed here: routes may use several features).

export function PropertyContact({ property }: { property: Property }) {
  return (
    <div className="listing-contact">
      <FavoriteButton listing={propertyFavorite(property)} labelled />
      <ContactSlot listing={{ type: 'property', id: property.id, name: property.attributes.name }} />
      <ReportButton propertyId={property.id} title={property.attributes.name} />
      <ContactBar
        channels={property.attributes.advertiser.phone_channels}
        advertiserId={property.attributes.advertiser.id}
        listingName={property.attributes.name}
      />
    </div>
  )
}

export function VehicleContact({ vehicle }: { vehicle: Vehicle }) {
  return (
    <div className="listing-contact">
      <FavoriteButton listing={vehicleFavorite(vehicle)} labelled />
      <ContactSlot listing={{ type: 'vehicle', id: vehicle.id, name: vehicle.attributes.name }} />
      <ContactBar
        channels={vehicle.attributes.advertiser.phone_channels}
        advertiserId={vehicle.attributes.advertiser.id}
        listingName={vehicle.attributes.name}
      />
    </div>
  )
}
