import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Mailer } from './mailer'

export interface StoredMail {
  id: string
  from: string
  to: string
  subject: string
  text: string
  html: string | null
  /** Extra header fields the message carried (List-Unsubscribe …); absent in messages stored before them. */
  headers?: Record<string, string>
  date: string
}

export const mailDirOf = (dataDir: string): string => path.join(dataDir, 'mail')

/**
 * The local default: each message is rendered by nodemailer exactly as SMTP would send it and written to
 * `dir` as `<id>.eml` (open it in any mail client) plus `<id>.json` (read by the dev mailbox at /dev/mail).
 * Ids start with the time, so a name sort is a date sort.
 */
export function localOutboxMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message })
      const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`
      const stored: StoredMail = {
        id,
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        ...(message.headers ? { headers: message.headers } : {}),
        date: new Date().toISOString(),
      }
      await fs.promises.mkdir(dir, { recursive: true })
      await fs.promises.writeFile(path.join(dir, `${id}.eml`), info.message as Buffer)
      await fs.promises.writeFile(path.join(dir, `${id}.json`), JSON.stringify(stored, null, 2))
    },
    close() {},
  }
}

/** Newest first. */
export async function listStoredMail(dir: string, limit = 50): Promise<StoredMail[]> {
  let names: string[]
  try {
    names = await fs.promises.readdir(dir)
  } catch {
    return []
  }
  const ids = names
    .filter((n) => n.endsWith('.json'))
    .sort()
    .reverse()
    .slice(0, limit)
  const out: StoredMail[] = []
  for (const name of ids) {
    try {
      out.push(JSON.parse(await fs.promises.readFile(path.join(dir, name), 'utf8')) as StoredMail)
    } catch {
      // a message still being written: skip it this time
    }
  }
  return out
}
