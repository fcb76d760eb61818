import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { UserMenu } from '../../features/account/header/user-menu'
import { FavoritesLink } from '../../features/favorites/favorites-link'
import { AdvertiseMenu } from './advertise-menu'
import { ConnectionSlot } from './connection-slot'
import { LowDataDescription, LowDataNote, LowDataToggle } from './low-data-toggle'
import { SectionsMenu } from './sections-menu'

export function Header() {
  const { t } = useLingui()
  // The low-data note under the header, not in it: the sticky header keeps its height.
  return (
    <>
      <header className="site-header">
        <div className="container site-header-inner">
          <SectionsMenu />
          <Link to="/" className="brand">
            <img src="/favicon.svg" width="32" height="32" alt="" />
            <span className="brand-name">{t({ id: 'site.title', message: 'Mercado Irecê' })}</span>
          </Link>
          <nav className="site-nav" aria-label={t({ id: 'nav.main', message: 'Principal' })}>
            <Link to="/imoveis" className="site-nav-section">
              <Trans id="nav.properties">Imóveis</Trans>
            </Link>
            <Link to="/veiculos" className="site-nav-section">
              <Trans id="nav.vehicles">Veículos</Trans>
            </Link>
            <AdvertiseMenu />
          </nav>
          <LowDataToggle />
          <FavoritesLink />
          <UserMenu />
        </div>
        <LowDataDescription />
        <ConnectionSlot />
      </header>
      <LowDataNote />
    </>
  )
}
