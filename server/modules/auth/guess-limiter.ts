import { fieldMsg } from '../../../src/domain/validation'
import { ApiHttpError, apiError } from '../../http/errors'
import { tooManyMessage } from './rate-limits'

const WINDOW_MS = 15 * 60 * 1000

interface Entry {
  count: number
  /** When this entry's window ends. */
  until: number
}

/** A failure counter per key that forgets each key WINDOW_MS after its first failure. */
class Counter {
  private readonly entries = new Map<string, Entry>()

  get(key: string, now = Date.now()): Entry | null {
    const entry = this.entries.get(key)
    if (!entry) return null
    if (entry.until <= now) {
      this.entries.delete(key)
      return null
    }
    return entry
  }

  add(key: string, now = Date.now()): Entry {
    const entry = this.get(key, now) ?? { count: 0, until: now + WINDOW_MS }
    entry.count += 1
    this.entries.set(key, entry)
    // Keeps the map small under a flood: expired keys go when it grows.
    if (this.entries.size > 100_000)
      for (const [k, e] of this.entries) if (e.until <= now) this.entries.delete(k)
    return entry
  }

  clear(key: string): void {
    this.entries.delete(key)
  }
}

/** 429 with the wait in pt-BR; the error handler turns `retryAfterSeconds` into the Retry-After header. */
const tooMany = (untilMs: number) => {
  const waitMs = Math.max(1000, untilMs - Date.now())
  const err = apiError(429, tooManyMessage(waitMs), { code: 'too_many_requests' })
  return Object.assign(err, { retryAfterSeconds: Math.ceil(waitMs / 1000) })
}

/**
 * Password guessing on one account, from anywhere. A named account cannot be locked: the owner's correct password
 * is always checked and always lets them in, from any address. Once an account has met ACCOUNT_THRESHOLD wrong
 * passwords in the window, it is under attack: each address gets one more guess on it per window, and a wrong one
 * answers 429 with Retry-After instead of 401, so guesses spread over many addresses stay few.
 */
export class SignInGuard {
  static readonly ACCOUNT_THRESHOLD = 50
  private readonly perAccount = new Counter()
  private readonly perAddress = new Counter()

  /** Before checking the password: refuses an address that already spent its guess on an account under attack. */
  before(account: string, address: string): void {
    const attack = this.perAccount.get(account)
    if (!attack || attack.count < SignInGuard.ACCOUNT_THRESHOLD) return
    const spent = this.perAddress.get(`${account}\n${address}`)
    if (spent) throw tooMany(spent.until)
  }

  /** After a wrong password: counts it; under attack the answer is 429 rather than 401. */
  failed(account: string, address: string): void {
    const attack = this.perAccount.add(account)
    if (attack.count <= SignInGuard.ACCOUNT_THRESHOLD) return
    const spent = this.perAddress.add(`${account}\n${address}`)
    throw tooMany(spent.until)
  }
}

/**
 * Guesses of the current password by a signed-in session (changing the password or the e-mail): a few per window,
 * then 429 with Retry-After until the window ends.
 */
export class CurrentPasswordGuard {
  static readonly MAX_FAILURES = 5
  private readonly failures = new Counter()

  before(userId: number): void {
    const entry = this.failures.get(String(userId))
    if (entry && entry.count >= CurrentPasswordGuard.MAX_FAILURES) throw tooMany(entry.until)
  }

  failed(userId: number): void {
    this.failures.add(String(userId))
  }

  succeeded(userId: number): void {
    this.failures.clear(String(userId))
  }

  /** Runs a change that checks the current password, counting a wrong one. */
  async check<T>(userId: number, run: () => Promise<T>): Promise<T> {
    this.before(userId)
    try {
      const result = await run()
      this.succeeded(userId)
      return result
    } catch (err) {
      const wrong =
        err instanceof ApiHttpError &&
        err.errors.some(
          (e) => e.source?.pointer === '/user/current_password' && e.detail === fieldMsg.currentPassword,
        )
      if (wrong) this.failed(userId)
      throw err
    }
  }
}
