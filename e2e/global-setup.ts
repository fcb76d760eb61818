import type { FullConfig } from '@playwright/test'
import { startMailServer } from './support/mail-server'
import {
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  OIDC_PROVIDER_NAME,
  startOidcProvider,
} from './support/oidc-provider'
import { freePort, startServer } from './support/server'

/**
 * Starts the built app once for every journey, unless E2E_BASE_URL points at one already running, with a
 * real SMTP server (messages in E2E_MAIL_DIR) and a local OpenID provider for the account journeys.
 * The returned function is Playwright's teardown: it stops them all and deletes the app's DATA_DIR.
 */
export default async function globalSetup(_config: FullConfig): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) return undefined
  const started = Date.now()
  const port = await freePort()
  const mail = await startMailServer()
  const oidc = await startOidcProvider(`http://127.0.0.1:${port}/v1/auth/oidc/callback`)
  const server = await startServer({
    port,
    env: {
      // As behind a proxy: the journeys give each sign-up its own client address (sign-ups are limited per IP).
      TRUST_PROXY: 'true',
      SMTP_URL: mail.url,
      // The outbox journey queues 100 messages from one device to one advertiser to prove each is sent once;
      // the hourly limits themselves are proven by the API tests.
      CONTACT_MESSAGES_PER_HOUR: '1000',
      // The lead webhook journey's receiver listens on 127.0.0.1 (off by default; see docs/webhooks.md).
      WEBHOOKS_ALLOW_LOOPBACK: 'true',
      // The feed import journey's photos are served on 127.0.0.1 (off by default; see docs/feeds.md).
      FEEDS_ALLOW_LOOPBACK: 'true',
      OIDC_ISSUER: oidc.issuer,
      OIDC_CLIENT_ID,
      OIDC_CLIENT_SECRET,
      OIDC_PROVIDER_NAME,
    },
  })
  process.env.E2E_BASE_URL = server.url
  process.env.E2E_MAIL_DIR = mail.dir
  // Servers a journey starts on its own send their mail to the same mailbox (sign-ups are confirmed from it).
  process.env.E2E_SMTP_URL = mail.url
  process.env.E2E_OIDC_ISSUER = oidc.issuer
  console.log(`e2e: app at ${server.url} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`)
  return async () => {
    await server.stop()
    await oidc.close()
    await mail.close()
  }
}
