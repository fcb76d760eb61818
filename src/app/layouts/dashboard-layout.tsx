import { Trans, useLingui } from '@lingui/react/macro'
import { Outlet } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { UnreadBadge } from '../../features/leads/unread-badge'
import { Skeleton, Spinner } from '../../ui/skeleton'
import { Header } from '../shell/header'
import { PanelNav } from './panel-nav'
import '../../lib/i18n/listing-catalog'
import './layouts.css'

/** The advertiser's area: header and a sidebar of dashboard sections; `children` in place of the section. */
export function DashboardLayout({ children }: { children?: ReactNode }) {
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
        <main id="conteudo">{children ?? <Outlet />}</main>
      </div>
    </>
  )
}

/**
 * The advertiser's area before its data: the frame at once, skeletons for the section. What the server sends for
 * a dashboard page (it has no session: the browser loads the signed-in data), and what the browser shows while it
 * checks the session.
 */
export function DashboardPending() {
  const { t } = useLingui()
  return (
    <DashboardLayout>
      <Spinner label={t({ id: 'loading', message: 'Carregando…' })} />
      <Skeleton width="60%" height="2rem" />
      <Skeleton width="100%" height="6rem" style={{ marginTop: '1rem' }} />
      <Skeleton width="100%" height="6rem" style={{ marginTop: '1rem' }} />
    </DashboardLayout>
  )
}
