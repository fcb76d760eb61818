import type { Property } from '../../../domain/property'
import type { Vehicle } from '../../../domain/vehicle'
import { ContactBar } from '../../../features/contact/contact-bar'
import { ContactSlot, ReportButton } from '../../../features/contact/contact-slot'
import { SafetyAdvice, SafetyLine } from '../../../features/contact/safety-advice'
import { FavoriteButton } from '../../../listings/favorites/favorite-button'
import { propertyFavorite, vehicleFavorite } from '../../../listings/favorites/to-favorite'

// The detail pages' visitor actions under the advertiser box (composed here: routes may use several features).

// The fake-listing scam asks a deposit for a rental or a bargain that does not exist: their visitors read the
// safety advice before any contact.
export function PropertyContact({ property }: { property: Property }) {
  const a = property.attributes
  const belowBand = a.price_band?.position === 'below'
  const advised = a.listing_type !== 'sale' || belowBand
  return (
    <div className="listing-contact">
      <FavoriteButton listing={propertyFavorite(property)} labelled />
      {advised && <SafetyAdvice kind="property" belowBand={belowBand} />}
      <ContactSlot
        listing={{ type: 'property', id: property.id, name: property.attributes.name }}
        advertiser={{
          id: property.attributes.advertiser.id,
          channels: property.attributes.advertiser.phone_channels,
        }}
      />
      <ReportButton propertyId={property.id} title={property.attributes.name} />
      <ContactBar
        channels={property.attributes.advertiser.phone_channels}
        advertiserId={property.attributes.advertiser.id}
        listingName={property.attributes.name}
        notice={advised ? <SafetyLine kind="property" /> : undefined}
      />
    </div>
  )
}

export function VehicleContact({ vehicle }: { vehicle: Vehicle }) {
  const advised = vehicle.attributes.price_band?.position === 'below'
  return (
    <div className="listing-contact">
      <FavoriteButton listing={vehicleFavorite(vehicle)} labelled />
      {advised && <SafetyAdvice kind="vehicle" belowBand />}
      <ContactSlot
        listing={{ type: 'vehicle', id: vehicle.id, name: vehicle.attributes.name }}
        advertiser={{
          id: vehicle.attributes.advertiser.id,
          channels: vehicle.attributes.advertiser.phone_channels,
        }}
      />
      <ContactBar
        channels={vehicle.attributes.advertiser.phone_channels}
        advertiserId={vehicle.attributes.advertiser.id}
        listingName={vehicle.attributes.name}
        notice={advised ? <SafetyLine kind="vehicle" /> : undefined}
      />
    </div>
  )
}
