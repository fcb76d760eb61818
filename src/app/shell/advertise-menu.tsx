import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useHeaderMenu } from './use-header-menu'

/** The header's 'Anunciar': an owner starts the step-by-step flow, a broker or an agency reaches the business page. */
export function AdvertiseMenu() {
  const { t } = useLingui()
  const { ref, close, onKeyDown } = useHeaderMenu()
  return (
    <details ref={ref} className="advertise-menu" onKeyDown={onKeyDown}>
      <summary>
        <Trans id="nav.advertise">Anunciar</Trans>
      </summary>
      <ul className="advertise-menu-list" aria-label={t`Como você quer anunciar`} onClick={close}>
        <li>
          <Link to="/anunciar/proprietario">
            <Trans>Sou proprietário</Trans>
          </Link>
        </li>
        <li>
          <Link to="/anunciar/imobiliaria-ou-corretor">
            <Trans>Sou corretor ou imobiliária</Trans>
          </Link>
        </li>
      </ul>
    </details>
  )
}
