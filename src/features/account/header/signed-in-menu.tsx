import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useSession } from '../session'
import { signOut } from '../session-changes'

/** The signed-in account's menu in the header: dashboard, alerts, profile, logout. */
export default function SignedInMenu() {
  const { t } = useLingui()
  const { user } = useSession()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const details = useRef<HTMLDetailsElement>(null)
  const close = () => details.current?.removeAttribute('open')
  useEffect(() => {
    // A click elsewhere closes the menu, like any other menu.
    const onPointerDown = (event: PointerEvent) => {
      if (details.current?.open && !details.current.contains(event.target as Node)) close()
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [])

  const name = user?.first_name || t`Minha conta`
  return (
    <details
      ref={details}
      className="user-menu"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          close()
          details.current?.querySelector('summary')?.focus()
        }
      }}
    >
      <summary aria-label={t`Menu da conta de ${name}`}>
        {user?.avatar ? (
          <img src={user.avatar.thumb} alt="" width="28" height="28" className="user-menu-avatar" />
        ) : (
          <span className="user-menu-avatar" aria-hidden="true">
            {name.charAt(0).toUpperCase()}
          </span>
        )}
        <span className="user-menu-name">{name}</span>
      </summary>
      <ul className="user-menu-list" onClick={close}>
        <li>
          <Link to="/dashboard">
            <Trans>Painel</Trans>
          </Link>
        </li>
        <li>
          <Link to="/dashboard/alertas">
            <Trans>Meus alertas</Trans>
          </Link>
        </li>
        <li>
          <Link to="/dashboard/settings/profile">
            <Trans>Meu perfil</Trans>
          </Link>
        </li>
        <li>
          <button
            type="button"
            onClick={() => {
              // Home first: a dashboard page would take the missing token for an expired session.
              void navigate({ to: '/' }).then(() => signOut(queryClient))
            }}
          >
            <Trans>Sair</Trans>
          </button>
        </li>
      </ul>
    </details>
  )
}
