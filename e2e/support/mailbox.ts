// Reading what the journeys' SMTP server received (see mail-server.ts), from a test worker.
import fs from 'node:fs'
import path from 'node:path'

export const mailDir = (): string | undefined => process.env.E2E_MAIL_DIR

const decodeQuotedPrintable = (s: string) =>
  s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

/**
 * The newest message to `to` received after `since` (ms) — and containing `text`, when given (an address gets its
 * confirmation e-mail too) — waiting for it up to `timeoutMs`.
 */
export async function waitForMail(
  to: string,
  since: number,
  timeoutMs = 15_000,
  text?: string,
): Promise<string> {
  const dir = mailDir()
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: the global setup starts the SMTP server')
  const until = Date.now() + timeoutMs
  for (;;) {
    const files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json') && Number(f.split('-')[0]) >= since)
      .sort()
      .reverse()
    for (const file of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { to: string[]; raw: string }
      if (!mail.to.includes(to.toLowerCase())) continue
      const decoded = decodeQuotedPrintable(mail.raw)
      if (text === undefined || decoded.includes(text)) return decoded
    }
    if (Date.now() > until) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** The first link to `path` in a message (the reset e-mail's /resetar-senha/<token>). */
export function linkIn(raw: string, pathPrefix: string): string {
  const match = raw.match(new RegExp(`https?://[^\\s"<>]+${pathPrefix}[^\\s"<>]+`))
  if (!match) throw new Error(`no ${pathPrefix} link in:\n${raw}`)
  return match[0]
}

/** The token of the e-mail confirmation link (/confirmar-email/<token>) sent to `to` after `since`. */
export async function confirmationToken(to: string, since: number): Promise<string> {
  const link = linkIn(await waitForMail(to, since, 15_000, '/confirmar-email/'), '/confirmar-email/')
  return link.slice(link.lastIndexOf('/') + 1)
}
