import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { formatPrice } from '../../lib/format/format'
import { PinIcon } from '../../ui/icons'
import { FavoriteButton } from '../favorites/favorite-button'
import { PriceDropBadge } from '../price/price-drop-badge'
import { VerifiedBadge } from '../trust/trust-badges'
import { CardPhoto } from './card-photo'
import type { ListingKind, ListingSummary } from '../listing-kind'
import '../../ui/card.css'
import '../../ui/listing-card.css'

export interface ListingCardProps<L extends ListingSummary> {
  kind: ListingKind<L, never>
  listing: L
  eager?: boolean
  priority?: boolean
}

/** A listing in a grid or a shelf: photo with the heart, price, title linking to its page, place and facts. */
export function ListingCard<L extends ListingSummary>({
  kind,
  listing,
  eager = false,
  priority = false,
}: ListingCardProps<L>) {
  const { t } = useLingui()
  const { card } = kind
  const a = listing.attributes
  const flag = card.flag(listing)
  return (
    <article className="listing-card">
      <div className="listing-card-media">
        {a.cover ? (
          <CardPhoto cover={a.cover} eager={eager} priority={priority} />
        ) : (
          <span className="listing-card-noimage">{t`Sem foto`}</span>
        )}
        {flag && <span className="badge badge-accent listing-card-flag">{flag}</span>}
        <PriceDropBadge percent={a.price_drop_percent} />
        <FavoriteButton listing={kind.favorite(listing)} />
      </div>
      <div className="listing-card-body">
        <p className="listing-card-price">
          {card.price ? (
            card.price(listing)
          ) : (
            <>
              {formatPrice(a.price)}
              {card.priceSuffix?.(listing)}
            </>
          )}
        </p>
        <h3 className="listing-card-title">
          <Link to={card.path(listing)}>{card.title(listing)}</Link>
        </h3>
        <p className="listing-card-meta">{card.meta(listing)}</p>
        <VerifiedBadge verified={a.advertiser_verified} compact />
        <p className="listing-card-place">
          <PinIcon size={16} />
          {card.place(listing)}
        </p>
        <ul className="listing-card-facts">
          {card.facts(listing).map((fact) => (
            <li key={fact.key}>
              {fact.icon}
              {fact.text}
            </li>
          ))}
        </ul>
      </div>
    </article>
  )
}
