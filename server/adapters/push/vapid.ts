import fs from 'node:fs'
import path from 'node:path'
import webpush from 'web-push'

/**
 * The server's VAPID identity (RFC 8292): from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT when set,
 * else generated once into `${DATA_DIR}/vapid.json` and reused, so browsers' subscriptions survive restarts.
 * Changing the keys invalidates every subscription.
 */
export interface VapidKeys {
  /** Uncompressed P-256 point, base64url (what PushManager.subscribe takes as applicationServerKey). */
  publicKey: string
  privateKey: string
  /** mailto: or https: contact the push services can reach. */
  subject: string
  source: 'env' | 'file' | 'generated'
}

export class VapidConfigError extends Error {}

export const DEFAULT_VAPID_SUBJECT = 'mailto:suporte@mercadoirece.com.br'
export const vapidFileOf = (dataDir: string): string => path.join(dataDir, 'vapid.json')

const b64urlLength = (value: string): number => Buffer.from(value, 'base64url').length

function checkKeys(publicKey: string, privateKey: string, where: string): void {
  const pub = Buffer.from(publicKey, 'base64url')
  if (pub.length !== 65 || pub[0] !== 0x04)
    throw new VapidConfigError(`${where}: the public key must be a base64url P-256 point (65 bytes)`)
  if (b64urlLength(privateKey) !== 32)
    throw new VapidConfigError(`${where}: the private key must be 32 bytes, base64url`)
}

function subjectOf(env: NodeJS.ProcessEnv, publicUrl?: string): string {
  const subject = env.VAPID_SUBJECT || (publicUrl?.startsWith('https://') ? publicUrl : DEFAULT_VAPID_SUBJECT)
  if (!/^(mailto:|https:\/\/)/.test(subject))
    throw new VapidConfigError('VAPID_SUBJECT must be a mailto: address or an https: URL')
  return subject
}

export function loadVapidKeys(opts: {
  env: NodeJS.ProcessEnv
  dataDir: string
  publicUrl?: string
}): VapidKeys {
  const { env } = opts
  const subject = subjectOf(env, opts.publicUrl)
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) {
    if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) {
      throw new VapidConfigError(
        'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (they are then generated)',
      )
    }
    checkKeys(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY, 'VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY')
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject, source: 'env' }
  }
  const file = vapidFileOf(opts.dataDir)
  const read = (): VapidKeys => {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string }
    checkKeys(stored.publicKey, stored.privateKey, file)
    return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject, source: 'file' }
  }
  if (fs.existsSync(file)) return read()
  fs.mkdirSync(opts.dataDir, { recursive: true })
  const keys = webpush.generateVAPIDKeys()
  try {
    // 'wx': two processes starting together must not each write their own keys.
    fs.writeFileSync(
      file,
      JSON.stringify({ publicKey: keys.publicKey, privateKey: keys.privateKey }, null, 2),
      {
        flag: 'wx',
        mode: 0o600,
      },
    )
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return read()
    throw err
  }
  return { ...keys, subject, source: 'generated' }
}
