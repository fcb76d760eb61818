import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { lowDataNow } from '../../../lib/low-data/mode'
import { PinIcon } from '../../../ui/icons'
import '../../../lib/i18n/discovery-catalog'

// Not in low-data mode: there the map loads only when its button asks for it.
const preloadMap = () => {
  if (!lowDataNow()) void import('./property-results-map')
}

/** Lista | Mapa, keeping the filters; the map's chunk starts loading on hover or focus. */
export function ViewSwitch({ map }: { map: boolean }) {
  const { t } = useLingui()
  return (
    <nav className="view-switch" aria-label={t`Modo de exibição`}>
      <Link
        from="/imoveis"
        to="."
        search={({ view: _v, bbox: _b, ...prev }) => ({ ...prev, page: undefined })}
        aria-current={map ? undefined : 'page'}
        // The router marks a link current when its search is part of the page's: compare whole searches.
        activeOptions={{ exact: true }}
        resetScroll={false}
      >
        {t`Lista`}
      </Link>
      <Link
        from="/imoveis"
        to="."
        search={(prev) => ({ ...prev, view: 'map' as const, page: undefined })}
        aria-current={map ? 'page' : undefined}
        activeOptions={{ exact: true }}
        resetScroll={false}
        onMouseEnter={preloadMap}
        onFocus={preloadMap}
        onTouchStart={preloadMap}
      >
        <PinIcon size={18} />
        {t`Mapa`}
      </Link>
    </nav>
  )
}
