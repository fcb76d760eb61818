import { Trans } from '@lingui/react/macro'
import { buttonClass } from '../../../ui/button'
import { useAuthProviders } from '../api/get-auth-providers'
import { oidcStartHref, rememberOidcRedirect } from '../oidc'
import './account.css'
import '../../../lib/i18n/account-catalog'

/** 'Entrar com …' for each configured provider (GET /api/auth/providers); nothing when there is none. */
export function ThirdPartySignIn({ redirect }: { redirect?: string }) {
  const { data: providers = [] } = useAuthProviders()
  if (providers.length === 0) return null
  return (
    <div className="auth-providers">
      <p className="auth-divider">
        <span>
          <Trans>ou</Trans>
        </span>
      </p>
      {providers.map(({ id, name, startUrl }) => (
        // A full page load: the server redirects to the issuer.
        <a
          key={id}
          href={oidcStartHref(startUrl, redirect)}
          className={buttonClass({ variant: 'secondary', block: true })}
          onClick={() => rememberOidcRedirect(redirect)}
        >
          <Trans>Entrar com {name}</Trans>
        </a>
      ))}
    </div>
  )
}
