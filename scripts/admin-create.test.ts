import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { openDatabase } from '../server/db/client'
import { admins } from '../server/db/schema'
import { verifyPassword } from '../server/modules/auth/password'
import { main } from './admin-create'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mi-admin-'))
const serverUrl = process.env.TEST_DATABASE_URL
const dbName = `mi_test_admin_${randomBytes(4).toString('hex')}`
const dbUrl = serverUrl ? Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString() : undefined

async function sql(query: string) {
  const c = new pg.Client({ connectionString: serverUrl })
  await c.connect()
  await c.query(query)
  await c.end()
}

afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true })
  if (serverUrl) await sql(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
})

describe('npm run admin:create', () => {
  it('creates an admin with a generated password, then updates it', async () => {
    if (serverUrl) await sql(`CREATE DATABASE ${dbName}`)
    const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(dbUrl ? { DATABASE_URL: dbUrl } : {}) }
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    expect(await main(['--email', 'Chefe@Exemplo.com.br', '--name', 'Chefe'], env)).toBe(0)
    const lines = log.mock.calls.map((c) => String(c[0]))
    expect(lines[0]).toMatch(/^Admin criado: chefe@exemplo.com.br/)
    const generated = lines.find((l) => l.startsWith('Senha gerada: '))?.slice('Senha gerada: '.length) ?? ''
    expect(generated.length).toBeGreaterThanOrEqual(16)

    expect(
      await main(
        ['--email', 'chefe@exemplo.com.br', '--name', 'Chefe Novo', '--password', 'outra-senha-1'],
        env,
      ),
    ).toBe(0)
    expect(String(log.mock.calls.at(-1)?.[0])).toMatch(/^Admin atualizado/)
    log.mockRestore()

    const database = await openDatabase({ url: dbUrl, dir: dbUrl ? undefined : path.join(dataDir, 'db') })
    try {
      const [row] = await database.db.select().from(admins).where(eq(admins.email, 'chefe@exemplo.com.br'))
      expect(row?.name).toBe('Chefe Novo')
      expect(await verifyPassword(row?.passwordHash ?? '', 'outra-senha-1')).toBe(true)
    } finally {
      await database.close()
    }
  })

  it('refuses a missing e-mail or a short password', async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await main(['--name', 'X'], { DATA_DIR: dataDir })).toBe(64)
    expect(
      await main(['--email', 'a@b.com', '--name', 'X', '--password', 'curta'], { DATA_DIR: dataDir }),
    ).toBe(64)
    err.mockRestore()
  })
})
