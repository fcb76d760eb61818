import { useLingui } from '@lingui/react/macro'
import type { PropertyAttributes } from '../../../domain/property'
import { formatPrice } from '../../../lib/format/format'
import './monthly-costs.css'
import '../../../lib/i18n/discovery-catalog'

/**
 * Condomínio and IPTU, monthly, when informed; for a monthly rent, the total a tenant pays each month
 * ("Total mensal" = aluguel + condomínio + IPTU).
 */
export function MonthlyCosts({ a }: { a: PropertyAttributes }) {
  const { t } = useLingui()
  if (a.condo_fee === null && a.iptu_monthly === null) return null
  const rent = a.listing_type === 'rent' ? a.price : a.listing_type === 'both' ? a.rent_price : null
  const monthlyRent = a.rental_period === 'monthly' ? rent : null
  const rows: [string, number][] = []
  if (monthlyRent !== null) rows.push([t`Aluguel`, monthlyRent])
  if (a.condo_fee !== null) rows.push([t`Condomínio`, a.condo_fee])
  if (a.iptu_monthly !== null) rows.push([t`IPTU`, a.iptu_monthly])
  const total = rows.reduce((sum, [, v]) => sum + v, 0)
  return (
    <dl className="monthly-costs">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{t`${formatPrice(value)}/mês`}</dd>
        </div>
      ))}
      {monthlyRent !== null && (
        <div className="monthly-costs-total">
          <dt>{t`Total mensal`}</dt>
          <dd>{t`${formatPrice(total)}/mês`}</dd>
        </div>
      )}
    </dl>
  )
}
