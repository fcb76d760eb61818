import { Trans, useLingui } from '@lingui/react/macro'
import { Link, Outlet } from '@tanstack/react-router'
import { AdminSignOut } from '../../features/backoffice-auth/components/admin-sign-out'
import { PanelNav } from './panel-nav'
import '../../lib/i18n/backoffice-catalog'
import './layouts.css'

/** Staff back office: its own top bar (with the logout) and a sidebar of management areas. */
export function BackofficeLayout() {
  const { t } = useLingui()
  const b = '/backoffice/dashboard'
  return (
    <>
      <header className="backoffice-bar">
        <div className="container">
          <Link to={b} className="brand">
            <Trans id="backoffice.title">Mercado Irecê · Painel administrativo</Trans>
          </Link>
          <AdminSignOut />
        </div>
      </header>
      <div className="container panel-layout backoffice-layout">
        <PanelNav
          label={t({ id: 'backoffice.nav', message: 'Painel administrativo' })}
          links={[
            { to: b, exact: true, label: <Trans id="backoffice.nav.home">Painel</Trans> },
            { to: `${b}/advertisements`, label: <Trans id="backoffice.nav.advertisements">Anúncios</Trans> },
            {
              to: `${b}/verificacoes`,
              label: <Trans id="backoffice.nav.trust">Verificações</Trans>,
            },
            { to: `${b}/plans`, label: <Trans id="backoffice.nav.plans">Planos</Trans> },
            { to: `${b}/properties`, label: <Trans id="backoffice.nav.properties">Imóveis</Trans> },
            {
              to: `${b}/propertyReports`,
              label: <Trans id="backoffice.nav.reports">Denúncias de imóveis</Trans>,
            },
            { to: `${b}/subscriptions`, label: <Trans id="backoffice.nav.subscriptions">Assinaturas</Trans> },
            { to: `${b}/users`, label: <Trans id="backoffice.nav.users">Usuários</Trans> },
            {
              to: `${b}/vehicles/brands`,
              label: <Trans id="backoffice.nav.brands">Marcas, modelos e anos</Trans>,
            },
            { to: `${b}/leads`, label: <Trans id="backoffice.nav.leads">Pedidos de imobiliárias</Trans> },
            { to: `${b}/settings`, label: <Trans id="backoffice.nav.settings">Configurações</Trans> },
            { to: `${b}/audit`, label: <Trans id="backoffice.nav.audit">Registro de ações</Trans> },
          ]}
        />
        <main id="conteudo">
          <Outlet />
        </main>
      </div>
    </>
  )
}
