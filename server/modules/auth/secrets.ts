import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Config } from '../../config'
import type { AuthClient } from '../../db/schema'

const FILE = 'secrets.json'
type SecretsFile = Record<string, unknown>

/**
 * The HMAC keys of user and admin tokens: JWT_SECRET / ADMIN_JWT_SECRET, or keys generated once into
 * `${DATA_DIR}/secrets.json` (mode 600; other keys in that file are kept) so tokens survive restarts.
 */
export function loadTokenSecrets(config: Config): Record<AuthClient, Uint8Array> {
  const fromEnv = { user: config.JWT_SECRET, admin: config.ADMIN_JWT_SECRET }
  if (fromEnv.user && fromEnv.admin) return { user: encode(fromEnv.user), admin: encode(fromEnv.admin) }

  const file = path.join(config.dataDir, FILE)
  let stored: SecretsFile = {}
  try {
    stored = JSON.parse(fs.readFileSync(file, 'utf8')) as SecretsFile
  } catch {
    // first start: nothing stored yet
  }
  let changed = false
  const pick = (key: string): string => {
    const v = stored[key]
    if (typeof v === 'string' && v.length >= 32) return v
    const fresh = randomBytes(48).toString('base64url')
    stored[key] = fresh
    changed = true
    return fresh
  }
  const user = fromEnv.user ?? pick('jwt_secret')
  const admin = fromEnv.admin ?? pick('admin_jwt_secret')
  if (changed) {
    fs.mkdirSync(config.dataDir, { recursive: true })
    const tmp = `${file}.${process.pid}.tmp`
    fs.writeFileSync(tmp, JSON.stringify(stored, null, 2), { mode: 0o600 })
    fs.renameSync(tmp, file)
  }
  if (user === admin) throw new Error('JWT_SECRET and ADMIN_JWT_SECRET must differ')
  return { user: encode(user), admin: encode(admin) }
}

const encode = (s: string): Uint8Array => new TextEncoder().encode(s)
