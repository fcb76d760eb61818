import { Trans, useLingui } from '@lingui/react/macro'
import { Outlet } from '@tanstack/react-router'
import { UnreadBadge } from '../../features/leads/unread-badge'
import { Header } from '../shell/header'
import { PanelNav } from './panel-nav'
import './layouts.css'

/** The advertiser's area: header and a sidebar of dashboard sections. */
export function DashboardLayout() {
  const { t } = useLingui()
  return (
    <>
      <Header />
      <div className="container panel-layout">
        <PanelNav
          label={t({ id: 'dashboard.nav', message: 'Painel do anunciante' })}
          links={[
            { to: '/dashboard', exact: true, label: <Trans id="dashboard.nav.home">Resumo</Trans> },
            {
              to: '/dashboard/messages',
              label: (
                <>
                  <Trans id="dashboard.nav.messages">Mensagens</Trans> <UnreadBadge />
                </>
              ),
            },
            { to: '/dashboard/properties', label: <Trans id="dashboard.nav.properties">Meus imóveis</Trans> },
            { to: '/dashboard/vehicles', label: <Trans id="dashboard.nav.vehicles">Meus veículos</Trans> },
            {
              to: '/dashboard/subscriptions',
              label: <Trans id="dashboard.nav.subscriptions">Assinaturas</Trans>,
            },
            { to: '/dashboard/settings', label: <Trans id="dashboard.nav.settings">Configurações</Trans> },
          ]}
        />
        <main id="conteudo">
          <Outlet />
        </main>
      </div>
    </>
  )
}
