import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { PriceDrop, PricePoint } from '../../domain/listing'
import { formatPercent, formatPrice } from '../../lib/format/format'
import { formatDate, formatDayMonth } from '../../lib/format/dates'
import '../../lib/i18n/discovery-catalog'
import './price-drop-note.css'

/**
 * Under a detail page's price: "Preço reduzido em 12 % em 21/11" when the price fell in the last 90 days; a tap
 * shows the price history (date and price, oldest first, the current price last).
 */
export function PriceDropNote({ drop, history }: { drop: PriceDrop | null; history: readonly PricePoint[] }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const historyId = useId()
  if (!drop) return null
  const percent = formatPercent(drop.percent)
  const day = formatDayMonth(drop.at)
  return (
    <div className="price-drop">
      <button
        type="button"
        className="price-drop-toggle"
        aria-expanded={open}
        aria-controls={historyId}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true">↓</span> {t`Preço reduzido em ${percent} em ${day}`}
      </button>
      <table id={historyId} className="price-history" hidden={!open}>
        <caption>{t`Histórico de preço`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Data`}</th>
            <th scope="col">{t`Preço`}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((point) => (
            <tr key={point.at}>
              <td>{formatDate(point.at)}</td>
              <td>{formatPrice(point.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
