import { Trans } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { useLowData } from '../../lib/low-data/use-low-data'
import '../../lib/i18n/discovery-catalog'
import './map-on-demand.css'

/**
 * A map, or in low-data mode a "Carregar mapa" button in its place: the map's code and tiles (hundreds of KB)
 * load only when asked for.
 */
export function MapOnDemand({ className, children }: { className: string; children: ReactNode }) {
  const lowData = useLowData()
  const [asked, setAsked] = useState(false)
  if (!lowData || asked) return children
  return (
    <div className={`${className} map-frame map-on-demand`}>
      <button type="button" className="btn btn-primary" onClick={() => setAsked(true)}>
        <Trans>Carregar mapa</Trans>
      </button>
      <p className="muted">
        <Trans>Economia de dados ligada: o mapa só carrega quando você pedir.</Trans>
      </p>
    </div>
  )
}
