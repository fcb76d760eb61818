// `npm run admin:create -- --email admin@exemplo.com.br --name "Ana Admin" [--password …]`
// Creates a back-office admin in the configured database (DATABASE_URL, else the embedded one in DATA_DIR),
// or updates the name and password of an existing one. Without --password: asks on a terminal (Enter to
// generate one), or generates one and prints it.
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { createInterface } from 'node:readline/promises'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { PASSWORD_MIN } from '../src/domain/validation'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/client'
import { upsertAdmin } from '../server/modules/admin-auth/service'

const usage = 'Uso: npm run admin:create -- --email <e-mail> --name "<nome>" [--password <senha>]'

async function askPassword(): Promise<string | undefined> {
  if (!process.stdin.isTTY) return undefined
  const rl = createInterface({ input: process.stdin, output: process.stdout })
  try {
    return (
      (await rl.question(`Senha (mínimo ${PASSWORD_MIN} caracteres; Enter para gerar uma): `)).trim() ||
      undefined
    )
  } finally {
    rl.close()
  }
}

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
  })
  const email = z.email().safeParse(values.email?.trim().toLowerCase())
  const name = values.name?.trim()
  if (!email.success || !name) {
    console.error(usage)
    return 64
  }
  let password = values.password ?? (await askPassword())
  const generated = !password
  password ??= randomBytes(12).toString('base64url')
  if (password.length < PASSWORD_MIN) {
    console.error(`A senha precisa ter pelo menos ${PASSWORD_MIN} caracteres.`)
    return 64
  }

  const config = loadConfig(env)
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dir: path.join(config.dataDir, 'db'),
    max: 1,
  })
  try {
    const row = await upsertAdmin(database.db, { email: email.data, name, password })
    console.log(`${row.created ? 'Admin criado' : 'Admin atualizado'}: ${email.data} (id ${row.id})`)
    if (generated) console.log(`Senha gerada: ${password}`)
    return 0
  } finally {
    await database.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2))
}
