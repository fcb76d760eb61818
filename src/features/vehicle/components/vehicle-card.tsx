import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { vehiclePath } from '../../../domain/paths'
import type { VehicleSummary } from '../../../domain/vehicle'
import { formatMileage, formatPrice } from '../../../lib/format/format'
import { CalendarIcon, FuelIcon, GaugeIcon, GearIcon, PinIcon } from '../../../ui/icons'
import { firstPaintImages } from '../../../domain/query-keys'
import { ResponsiveImage } from '../../../ui/responsive-image'
import { conditionLabels, fuelLabels, transmissionLabels } from '../labels'
import { VehicleFavoriteButton } from '../../favorites/card-favorite'
import '../../../ui/card.css'
import '../../../ui/listing-card.css'

// The server preloads the first card's cover with these same sizes and widths (a mismatch downloads it twice).
const { sizes: CARD_SIZES, widths: CARD_WIDTHS } = firstPaintImages.card

export function VehicleCard({
  vehicle,
  eager = false,
  priority = false,
}: {
  vehicle: VehicleSummary
  eager?: boolean
  priority?: boolean
}) {
  const { i18n, t } = useLingui()
  const a = vehicle.attributes
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
        {a.condition !== 'used' && (
          <span className="badge badge-accent listing-card-flag">{i18n._(conditionLabels[a.condition])}</span>
        )}
        <VehicleFavoriteButton vehicle={vehicle} />
      </div>
      <div className="listing-card-body">
        <p className="listing-card-price">{formatPrice(a.price)}</p>
        <h3 className="listing-card-title">
          <Link to={vehiclePath(vehicle)}>
            {a.brand} {a.model}
          </Link>
        </h3>
        <p className="listing-card-meta">{a.version}</p>
        <p className="listing-card-place">
          <PinIcon size={16} />
          {a.city} - {a.state}
        </p>
        <ul className="listing-card-facts">
          <li>
            <CalendarIcon size={18} />
            {a.year}
          </li>
          <li>
            <GaugeIcon size={18} />
            {formatMileage(a.mileage)}
          </li>
          <li>
            <FuelIcon size={18} />
            {i18n._(fuelLabels[a.fuel_type])}
          </li>
          <li>
            <GearIcon size={18} />
            {i18n._(transmissionLabels[a.transmission])}
          </li>
        </ul>
      </div>
    </article>
  )
}
