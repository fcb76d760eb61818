import { hash, parseOptions, verify } from '@node-rs/argon2'

// argon2id is the library's default algorithm; the `Algorithm` const enum cannot be imported under
// isolatedModules, so only the costs are spelled out (OWASP's minimum for argon2id).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

/** A PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`) with a fresh random salt. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS)
}

/** False for a wrong password and for a stored value that is not an argon2 hash (never throws on those). */
export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain)
  } catch {
    return false
  }
}

/** True when a hash was made with weaker costs than today's (re-hash it after a successful sign-in). */
export function needsRehash(stored: string): boolean {
  try {
    const o = parseOptions(stored)
    return (
      o.memoryCost < OPTIONS.memoryCost || o.timeCost < OPTIONS.timeCost || !stored.startsWith('$argon2id$')
    )
  } catch {
    return true
  }
}
