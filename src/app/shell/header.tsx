import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { UserMenu } from '../../features/account/header/user-menu'
import { FavoritesLink } from '../../features/favorites/favorites-link'
import { AdvertiseMenu } from './advertise-menu'
import { ConnectionSlot } from './connection-slot'

export function Header() {
  const { t } = useLingui()
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Link to="/" className="brand">
          <img src="/favicon.svg" width="32" height="32" alt="" />
          {t({ id: 'site.title', message: 'Mercado Irecê' })}
        </Link>
        <nav className="site-nav" aria-label={t({ id: 'nav.main', message: 'Principal' })}>
          <Link to="/imoveis">
            <Trans id="nav.properties">Imóveis</Trans>
          </Link>
          <Link to="/veiculos">
            <Trans id="nav.vehicles">Veículos</Trans>
          </Link>
          <AdvertiseMenu />
        </nav>
        <FavoritesLink />
        <UserMenu />
      </div>
      <ConnectionSlot />
    </header>
  )
}
