// A local OpenID Connect provider for the third-party sign-in journey (oidc-provider). Its login step is a
// one-field form: whatever e-mail is typed signs in as that (verified) account; consent is granted up front.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

export const OIDC_CLIENT_ID = 'mercado-irece-e2e'
export const OIDC_CLIENT_SECRET = 'segredo-do-cliente-e2e'
export const OIDC_PROVIDER_NAME = 'Conta de teste'

export interface OidcProvider {
  issuer: string
  close(): Promise<void>
}

const loginPage = (uid: string) => `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Provedor de teste</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><h1>Provedor de teste</h1>
<form method="post" action="/interaction/${uid}">
<label for="email">E-mail da conta de teste</label>
<input id="email" name="email" type="email" required>
<button type="submit">Continuar</button>
</form></body></html>`

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  let body = ''
  for await (const chunk of req) body += String(chunk)
  return new URLSearchParams(body)
}

export async function startOidcProvider(redirectUri: string): Promise<OidcProvider> {
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: OIDC_CLIENT_SECRET,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    cookies: { keys: ['chave-de-cookie-e2e'] },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: sub,
          email_verified: true,
          given_name: 'Cliente',
          family_name: 'Teste',
        }),
      }
    },
    async loadExistingGrant(ctx) {
      const accountId = ctx.oidc.session?.accountId
      if (!accountId || !ctx.oidc.client) return undefined
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
  })
  const callback = provider.callback()
  server.on('request', (req, res) => {
    const match = req.url?.match(/^\/interaction\/([\w-]+)$/)
    if (!match) return void callback(req, res)
    const fail = (err: unknown) => {
      res.statusCode = 500
      res.end(String(err))
    }
    if (req.method === 'GET') {
      res.setHeader('content-type', 'text/html; charset=utf-8')
      return void res.end(loginPage(match[1]!))
    }
    readForm(req)
      .then((form) => {
        const email = form.get('email')?.trim().toLowerCase() ?? ''
        return provider.interactionFinished(
          req,
          res,
          { login: { accountId: email } },
          { mergeWithLastSubmission: false },
        )
      })
      .catch(fail)
  })
  return { issuer, close: () => new Promise<void>((r) => server.close(() => r())) }
}
