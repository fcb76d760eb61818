import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { propertyPath } from '../../../domain/paths'
import type { PropertySummary } from '../../../domain/property'
import { formatArea, formatPrice } from '../../../lib/format/format'
import { AreaIcon, BathIcon, BedIcon, CarIcon, PinIcon } from '../../../ui/icons'
import { firstPaintImages } from '../../../domain/query-keys'
import { ResponsiveImage } from '../../../ui/responsive-image'
import { categoryLabels, listingTypeLabels, rentalPeriodLabels } from '../labels'
import { PropertyFavoriteButton } from '../../../listings/favorites/card-favorite'
import '../../../ui/card.css'
import '../../../ui/listing-card.css'

// The server preloads the first card's cover with these same sizes and widths (a mismatch downloads it twice).
const { sizes: CARD_SIZES, widths: CARD_WIDTHS } = firstPaintImages.card

export function PropertyCard({
  property,
  eager = false,
  priority = false,
}: {
  property: PropertySummary
  eager?: boolean
  priority?: boolean
}) {
  const { i18n, t } = useLingui()
  const a = property.attributes
  const place = [a.neighborhood, a.city].filter(Boolean).join(', ')
  const isRent = a.listing_type === 'rent'
  return (
    <article className="listing-card">
      <div className="listing-card-media">
        {a.cover ? (
          <ResponsiveImage
            image={a.cover}
            alt=""
            sizes={CARD_SIZES}
            widths={CARD_WIDTHS}
            eager={eager}
            priority={priority}
          />
        ) : (
          <span className="listing-card-noimage">{t`Sem foto`}</span>
        )}
        {a.highlighted && <span className="badge badge-accent listing-card-flag">{t`Destaque`}</span>}
        <PropertyFavoriteButton property={property} />
      </div>
      <div className="listing-card-body">
        <p className="listing-card-price">
          {formatPrice(a.price)}
          {isRent && a.price !== null && a.rental_period && (
            <small> {i18n._(rentalPeriodLabels[a.rental_period])}</small>
          )}
        </p>
        <h3 className="listing-card-title">
          <Link to={propertyPath(property)}>{a.name}</Link>
        </h3>
        <p className="listing-card-meta">
          {i18n._(categoryLabels[a.category])} · {i18n._(listingTypeLabels[a.listing_type])}
        </p>
        <p className="listing-card-place">
          <PinIcon size={16} />
          {place}
        </p>
        <ul className="listing-card-facts">
          {a.bedroom !== null && a.bedroom > 0 && (
            <li>
              <BedIcon size={18} />
              {plural(a.bedroom, { one: '# quarto', other: '# quartos' })}
            </li>
          )}
          {a.bathroom !== null && a.bathroom > 0 && (
            <li>
              <BathIcon size={18} />
              {plural(a.bathroom, { one: '# banheiro', other: '# banheiros' })}
            </li>
          )}
          {a.parking_space !== null && a.parking_space > 0 && (
            <li>
              <CarIcon size={18} />
              {plural(a.parking_space, { one: '# vaga', other: '# vagas' })}
            </li>
          )}
          {a.square_meters !== null && (
            <li>
              <AreaIcon size={18} />
              {formatArea(a.square_meters)}
            </li>
          )}
        </ul>
      </div>
    </article>
  )
}
