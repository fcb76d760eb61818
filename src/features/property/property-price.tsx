import { useLingui } from '@lingui/react/macro'
import type { PropertySummaryAttributes } from '../../domain/property'
import { formatPrice } from '../../lib/format/format'
import { rentalPeriodLabels } from '../../listings/labels/property-labels'
import './property-price.css'

type PriceFields = Pick<PropertySummaryAttributes, 'listing_type' | 'price' | 'rent_price' | 'rental_period'>

/** A rent's period after its amount ("/mês"), when the listing has both. */
function Period({ a }: { a: PriceFields }) {
  const { i18n } = useLingui()
  return a.rental_period ? <small>{i18n._(rentalPeriodLabels[a.rental_period])}</small> : null
}

/**
 * The price as a visitor compares it: a rent with its period ("R$ 1.350,00/mês"); a listing for sale and rent
 * with both, each named ("Venda R$ 545.000,00", "Aluguel R$ 1.350,00/mês"), so a card never passes a sale price
 * off as a rent or the other way round.
 */
export function PropertyPrice({ a }: { a: PriceFields }) {
  const { t } = useLingui()
  if (a.listing_type === 'both' && a.price !== null && a.rent_price !== null)
    return (
      <span className="price-lines">
        <span>
          <small>{t`Venda`}</small> {formatPrice(a.price)}
        </span>
        <span>
          <small>{t`Aluguel`}</small> {formatPrice(a.rent_price)}
          <Period a={a} />
        </span>
      </span>
    )
  return (
    <>
      {formatPrice(a.price)}
      {a.listing_type !== 'sale' && a.price !== null && <Period a={a} />}
    </>
  )
}
