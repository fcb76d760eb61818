import * as oidc from 'openid-client'
import type { Config } from '../../config'

export interface OidcSettings {
  issuer: string
  clientId: string
  clientSecret: string | undefined
  scopes: string
  /** The sign-in button's label. */
  name: string
}

export interface LoginChecks {
  state: string
  nonce: string
  verifier: string
}

export interface OidcProfile {
  issuer: string
  subject: string
  email: string | null
  emailVerified: boolean
  firstName: string
  lastName: string
}

/** Null when third-party sign-in is not configured (the button stays hidden). */
export function oidcSettings(config: Config): OidcSettings | null {
  if (!config.OIDC_ISSUER || !config.OIDC_CLIENT_ID) return null
  const google = new URL(config.OIDC_ISSUER).hostname === 'accounts.google.com'
  return {
    issuer: config.OIDC_ISSUER,
    clientId: config.OIDC_CLIENT_ID,
    clientSecret: config.OIDC_CLIENT_SECRET,
    scopes: config.OIDC_SCOPES,
    name: config.OIDC_PROVIDER_NAME ?? (google ? 'Google' : 'Conta externa'),
  }
}

const isLoopback = (url: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname)

/**
 * OpenID Connect authorization code flow with PKCE, state and nonce (openid-client v6). The issuer's metadata
 * is discovered on first use and kept; a failed discovery is retried on the next sign-in.
 */
export class OidcClient {
  private configuration: Promise<oidc.Configuration> | null = null

  constructor(readonly settings: OidcSettings) {}

  private discover(): Promise<oidc.Configuration> {
    this.configuration ??= oidc
      .discovery(
        new URL(this.settings.issuer),
        this.settings.clientId,
        this.settings.clientSecret,
        undefined,
        {
          // Plain http only for an issuer on this machine (development and tests).
          execute:
            this.settings.issuer.startsWith('http:') && isLoopback(this.settings.issuer)
              ? [oidc.allowInsecureRequests]
              : [],
        },
      )
      .catch((err: unknown) => {
        this.configuration = null
        throw err
      })
    return this.configuration
  }

  async start(redirectUri: string): Promise<{ url: URL; checks: LoginChecks }> {
    const config = await this.discover()
    const checks = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
    }
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: this.settings.scopes,
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.verifier),
      code_challenge_method: 'S256',
      state: checks.state,
      nonce: checks.nonce,
    })
    return { url, checks }
  }

  /** Exchanges the code (checking state, nonce and PKCE) and reads who signed in. */
  async finish(callbackUrl: URL, checks: LoginChecks): Promise<OidcProfile> {
    const config = await this.discover()
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: checks.verifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    })
    const idToken = tokens.claims()
    if (!idToken) throw new Error('no ID token')
    let claims: Record<string, unknown> = idToken
    // Many issuers keep e-mail and names out of the ID token when an access token is issued: ask userinfo.
    if (typeof claims.email !== 'string' && config.serverMetadata().userinfo_endpoint) {
      claims = { ...(await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...idToken }
    }
    const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '')
    const [first = '', ...rest] = str(claims.name).split(/\s+/)
    return {
      issuer: config.serverMetadata().issuer,
      subject: idToken.sub,
      email: str(claims.email).toLowerCase() || null,
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      firstName: str(claims.given_name) || first,
      lastName: str(claims.family_name) || rest.join(' '),
    }
  }
}
