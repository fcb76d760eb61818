import { useLingui } from '@lingui/react/macro'
import { formatPercent } from '../../lib/format/format'
import './price-drop-badge.css'

/** A card's "−12 %" over its photo, when the price fell lately. */
export function PriceDropBadge({ percent }: { percent: number | null | undefined }) {
  const { t } = useLingui()
  if (!percent) return null
  const share = formatPercent(percent)
  return (
    <span className="badge price-drop-badge">
      <span aria-hidden="true">−{share}</span>
      <span className="visually-hidden">{t`Preço reduzido em ${share}`}</span>
    </span>
  )
}
