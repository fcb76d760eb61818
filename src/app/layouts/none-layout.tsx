import { useLingui } from '@lingui/react/macro'
import { Link, Outlet } from '@tanstack/react-router'
import './layouts.css'

/** No header or footer: sign-in and account recovery screens, a card on a plain background. */
export function NoneLayout() {
  const { t } = useLingui()
  return (
    <div className="bare-layout">
      <header>
        <Link to="/" className="brand">
          <img src="/favicon.svg" width="32" height="32" alt="" />
          {t({ id: 'site.title', message: 'Mercado Irecê' })}
        </Link>
      </header>
      <main id="conteudo">
        <Outlet />
      </main>
    </div>
  )
}
