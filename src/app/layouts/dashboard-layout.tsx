import { Trans, useLingui } from '@lingui/react/macro'
import { Outlet } from '@tanstack/react-router'
import { lazy, Suspense, type ReactNode } from 'react'
import { Skeleton, Spinner } from '../../ui/skeleton'
import { Header } from '../shell/header'
import { PanelNav } from './panel-nav'
import './layouts.css'
import '../../lib/i18n/shared-catalog'

// The frame is the dashboard's pending view, so it is in every page's first JavaScript: the unread count (the inbox
// feature, with its catalog) comes after it, in a chunk of its own.
const UnreadBadge = lazy(() =>
  import('../../features/leads/unread-badge').then((m) => ({ default: m.UnreadBadge })),
)

/**
 * The advertiser's area: header and a sidebar of dashboard sections; `children` in place of the section, `notice`
 * above it (what the account still has to do).
 */
export function DashboardLayout({ children, notice }: { children?: ReactNode; notice?: ReactNode }) {
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
                  <Trans id="dashboard.nav.messages">Mensagens</Trans>{' '}
                  <Suspense fallback={null}>
                    <UnreadBadge />
                  </Suspense>
                </>
              ),
            },
            { to: '/dashboard/alertas', label: <Trans id="dashboard.nav.alerts">Meus alertas</Trans> },
            { to: '/dashboard/properties', label: <Trans id="dashboard.nav.properties">Meus imóveis</Trans> },
            { to: '/dashboard/vehicles', label: <Trans id="dashboard.nav.vehicles">Meus veículos</Trans> },
            { to: '/dashboard/verificacao', label: <Trans id="dashboard.nav.trust">Verificação</Trans> },
            { to: '/dashboard/importar', label: <Trans id="dashboard.nav.feeds">Importar carteira</Trans> },
            {
              to: '/dashboard/subscriptions',
              label: <Trans id="dashboard.nav.subscriptions">Assinaturas</Trans>,
            },
            { to: '/dashboard/settings', label: <Trans id="dashboard.nav.settings">Configurações</Trans> },
          ]}
        />
        <main id="conteudo">
          {notice}
          {children ?? <Outlet />}
        </main>
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
