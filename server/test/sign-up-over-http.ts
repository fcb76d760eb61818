import { listStoredMail, mailDirOf } from '../adapters/mail/local-outbox'

const PASSWORD = 'segredo-forte-123'

/**
 * Signs a new account up on a running server and confirms its e-mail as its owner would: by the link in the
 * message the server left in its local outbox (`DATA_DIR/mail`, no SMTP). Answers the session token the link
 * signs in with.
 */
export async function signUpOverHttp(
  { url: baseUrl, dataDir }: { url: string; dataDir: string },
  email: string,
): Promise<string> {
  const res = await fetch(`${baseUrl}/v1/auth/sign_up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      user: {
        first_name: 'Maria',
        last_name: 'Souza',
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        terms_of_service: true,
      },
    }),
  })
  if (res.status !== 202) throw new Error(`sign-up: ${res.status} ${await res.text()}`)
  const until = Date.now() + 30_000
  let link: string | undefined
  while (!link) {
    const mail = await listStoredMail(mailDirOf(dataDir))
    link = mail
      .filter((m) => m.to === email)
      .map((m) => m.text.match(/\/confirmar-email\/([A-Za-z0-9_-]{43})/)?.[1])
      .find(Boolean)
    if (link) break
    if (Date.now() > until) throw new Error(`no confirmation e-mail for ${email}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  const confirmed = await fetch(`${baseUrl}/v1/auth/email/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: link }),
  })
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status} ${await confirmed.text()}`)
  return ((await confirmed.json()) as { meta: { token: string } }).meta.token
}
