import type { PropertyCategory } from '../../domain/enums'
import { formatArea, formatNumber } from '../../lib/format/format'

const rural: readonly PropertyCategory[] = ['farm', 'ranch', 'site']
const HECTARE = 10_000

/**
 * An area as it is talked about: farms, ranches and sítios in hectares ("654 ha", the square metres in small
 * print), everything else in square metres.
 */
export function PropertyArea({ category, m2 }: { category: PropertyCategory; m2: number }) {
  if (!rural.includes(category) || m2 < HECTARE) return <>{formatArea(m2)}</>
  const ha = m2 / HECTARE
  const text =
    ha >= 100 ? formatNumber(Math.round(ha)) : ha.toLocaleString('pt-BR', { maximumFractionDigits: 2 })
  return (
    <>
      {text} ha <small className="muted">({formatArea(m2)})</small>
    </>
  )
}
