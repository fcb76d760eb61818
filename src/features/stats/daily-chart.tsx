import { useLingui } from '@lingui/react/macro'
import type { DayStats } from '../../domain/stats'
import { formatNumber } from '../../lib/format/format'
import '../../lib/i18n/listing-catalog'

const W = 320
const H = 140
const PAD = { top: 10, right: 8, bottom: 20, left: 28 }

const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`

/**
 * Leads and views per day over 30 days, plain SVG (no chart library in the bundle), scaled to the width so it
 * reads on a 360 px phone. The drawing is hidden from screen readers; the table below it says the same.
 */
export default function DailyChart({ days }: { days: DayStats[] }) {
  const { t } = useLingui()
  const max = Math.max(1, ...days.map((d) => Math.max(d.leads, d.views)))
  const innerW = W - PAD.left - PAD.right
  const innerH = H - PAD.top - PAD.bottom
  const step = innerW / Math.max(1, days.length - 1)
  const x = (i: number) => PAD.left + i * step
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH
  const line = (pick: (d: DayStats) => number) =>
    days.map((d, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(pick(d)).toFixed(1)}`).join(' ')
  const ticks = [0, Math.round(max / 2), max]
  return (
    <figure className="stats-chart">
      <figcaption>{t`Contatos e visualizações nos últimos 30 dias`}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} aria-hidden="true" focusable="false">
        {ticks.map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className="stats-grid" />
            <text x={PAD.left - 4} y={y(v) + 3} textAnchor="end" className="stats-axis">
              {formatNumber(v)}
            </text>
          </g>
        ))}
        {days.length > 0 && (
          <>
            <text x={PAD.left} y={H - 4} className="stats-axis">
              {shortDay(days[0]!.day)}
            </text>
            <text x={W - PAD.right} y={H - 4} textAnchor="end" className="stats-axis">
              {shortDay(days[days.length - 1]!.day)}
            </text>
          </>
        )}
        <path d={line((d) => d.views)} className="stats-line-views" />
        <path d={line((d) => d.leads)} className="stats-line-leads" />
      </svg>
      <p className="stats-legend" aria-hidden="true">
        <span className="stats-key-views" /> {t`Visualizações`} <span className="stats-key-leads" />{' '}
        {t`Contatos`}
      </p>
      {/* A table is never narrower than its content, whatever its width says: the clipped box around it is. */}
      <div className="visually-hidden">
        <table>
          <caption>{t`Contatos e visualizações por dia, últimos 30 dias`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Dia`}</th>
              <th scope="col">{t`Visualizações`}</th>
              <th scope="col">{t`Contatos`}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{shortDay(d.day)}</th>
                <td>{formatNumber(d.views)}</td>
                <td>{formatNumber(d.leads)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
