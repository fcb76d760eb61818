import { LowDataToggle } from './low-data-toggle'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useHeaderMenu } from './use-header-menu'

/**
 * The site's sections behind one button, on the narrowest phones only (shell.css): there the header keeps one row
 * with 'Anunciar' whole, and 'Imóveis' and 'Veículos' move in here. Wider, the button is not drawn (nor read).
 */
export function SectionsMenu() {
  const { t } = useLingui()
  const { ref, close, onKeyDown } = useHeaderMenu()
  return (
    <details ref={ref} className="sections-menu" onKeyDown={onKeyDown}>
      <summary aria-label={t`Menu`}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </summary>
      <ul className="sections-menu-list" onClick={close}>
        <li>
          <Link to="/imoveis">
            <Trans id="nav.properties">Imóveis</Trans>
          </Link>
        </li>
        <li>
          <Link to="/veiculos">
            <Trans id="nav.vehicles">Veículos</Trans>
          </Link>
        </li>
        {/* The narrowest phones have no room for the switch in the header's one row. */}
        <li className="sections-menu-low-data">
          <LowDataToggle />
        </li>
      </ul>
    </details>
  )
}
