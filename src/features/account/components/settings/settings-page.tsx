import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, type ReactNode } from 'react'
import { PageTitle } from '../../../../ui/page-title'
import { useSession } from '../../session'
import '../account.css'
import '../../../../lib/i18n/account-catalog'

/** A settings screen: its title, the settings sections as tabs of links, and the content. */
export function SettingsPage({
  title,
  intro,
  children,
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
}) {
  return (
    <section className="settings-page" aria-labelledby="settings-title">
      <PageTitle title={title} />
      <h1 id="settings-title">{title}</h1>
      <SettingsNav />
      {intro && <p className="settings-intro muted">{intro}</p>}
      {children}
    </section>
  )
}

export function SettingsNav() {
  const { t } = useLingui()
  const { user } = useSession()
  const nav = useRef<HTMLElement>(null)
  useEffect(() => {
    // On a phone the row scrolls sideways: bring the current section into view.
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]')
    const list = current?.closest('ul')
    if (current && list) list.scrollLeft = current.offsetLeft - list.offsetLeft - 16
  }, [])
  return (
    <nav className="settings-nav" aria-label={t`Configurações`} ref={nav}>
      <ul>
        <li>
          <Link to="/dashboard/settings/profile">
            <Trans>Meu perfil</Trans>
          </Link>
        </li>
        {user?.profile === 'business' && (
          <li>
            <Link to="/dashboard/settings/company">
              <Trans>Dados da imobiliária</Trans>
            </Link>
          </li>
        )}
        <li>
          <Link to="/dashboard/settings/change-email">
            <Trans>Alterar e-mail</Trans>
          </Link>
        </li>
        <li>
          <Link to="/dashboard/settings/change-password">
            <Trans>Alterar senha</Trans>
          </Link>
        </li>
        <li>
          <Link to="/dashboard/settings/payment_methods">
            <Trans>Formas de pagamento</Trans>
          </Link>
        </li>
      </ul>
    </nav>
  )
}
