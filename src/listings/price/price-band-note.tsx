import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { PriceBand } from '../../domain/price-band'
import { formatArea, formatNumber, formatPrice } from '../../lib/format/format'
import '../../lib/i18n/discovery-catalog'
import './price-band-note.css'

/**
 * Under a detail page's price, where the region has a band for listings like this one: "Preço dentro da faixa da
 * região", "Abaixo da faixa da região" or "Acima da faixa da região"; a tap shows the band in reais (for a
 * property, for its area and per m²) and how many listings it comes from.
 */
export function PriceBandNote({ band, area }: { band: PriceBand | null; area?: number | null }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const rangeId = useId()
  if (!band) return null
  const label = {
    within: t`Preço dentro da faixa da região`,
    below: t`Abaixo da faixa da região`,
    above: t`Acima da faixa da região`,
  }[band.position]
  const count = formatNumber(band.comparables)
  const low = formatPrice(band.p25)
  const high = formatPrice(band.p75)
  let range: string
  if (band.unit === 'listing') range = t`Mesmo modelo, ano próximo: de ${low} a ${high} (${count} anúncios).`
  else if (area && area > 0) {
    const lowTotal = formatPrice(Math.round(band.p25 * area))
    const highTotal = formatPrice(Math.round(band.p75 * area))
    const size = formatArea(area)
    range = t`Anúncios parecidos na região: de ${lowTotal} a ${highTotal} para ${size} (${low} a ${high} por m², ${count} anúncios).`
  } else range = t`Anúncios parecidos na região: de ${low} a ${high} por m² (${count} anúncios).`
  return (
    <div className={`price-band price-band-${band.position}`}>
      <button
        type="button"
        className="price-band-toggle"
        aria-expanded={open}
        aria-controls={rangeId}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </button>
      <p id={rangeId} className="price-band-range" hidden={!open}>
        {range}
      </p>
    </div>
  )
}
