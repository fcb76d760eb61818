// A real SMTP server for the journeys (the app sends through SMTP_URL). Playwright's workers are other
// processes, so each received message is written to a folder they read (E2E_MAIL_DIR).
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'

export interface MailServer {
  url: string
  dir: string
  close(): Promise<void>
}

export async function startMailServer(): Promise<MailServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mercado-irece-mail-'))
  let count = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase())
        const raw = Buffer.concat(chunks).toString('utf8')
        const file = path.join(dir, `${Date.now()}-${++count}.json`)
        fs.writeFileSync(`${file}.tmp`, JSON.stringify({ to, raw }))
        fs.renameSync(`${file}.tmp`, file)
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    dir,
    close: async () => {
      await new Promise<void>((r) => server.close(() => r()))
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
