import { fieldMsg } from '../../../src/domain/validation'
import { ApiHttpError, apiError } from '../../http/errors'
import type { FastifyInstance } from 'fastify'
import { redisOf } from '../../adapters/redis/connection'
import { memoryGuessCounter, redisGuessCounter, type GuessCounter } from './guess-counter'
import { tooManyMessage } from './rate-limits'

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

  constructor(
    private readonly perAccount: GuessCounter = memoryGuessCounter(),
    private readonly perAddress: GuessCounter = memoryGuessCounter(),
  ) {}

  /** Before checking the password: refuses an address that already spent its guess on an account under attack. */
  async before(account: string, address: string): Promise<void> {
    const attack = await this.perAccount.get(account)
    if (!attack || attack.count < SignInGuard.ACCOUNT_THRESHOLD) return
    const spent = await this.perAddress.get(`${account}\n${address}`)
    if (spent) throw tooMany(spent.until)
  }

  /** After a wrong password: counts it; under attack the answer is 429 rather than 401. */
  async failed(account: string, address: string): Promise<void> {
    const attack = await this.perAccount.add(account)
    if (attack.count <= SignInGuard.ACCOUNT_THRESHOLD) return
    const spent = await this.perAddress.add(`${account}\n${address}`)
    throw tooMany(spent.until)
  }
}

/**
 * Guesses of the current password by a signed-in session (changing the password or the e-mail): a few per window,
 * then 429 with Retry-After until the window ends.
 */
export class CurrentPasswordGuard {
  static readonly MAX_FAILURES = 5
  constructor(private readonly failures: GuessCounter = memoryGuessCounter()) {}

  async before(userId: number): Promise<void> {
    const entry = await this.failures.get(String(userId))
    if (entry && entry.count >= CurrentPasswordGuard.MAX_FAILURES) throw tooMany(entry.until)
  }

  async failed(userId: number): Promise<void> {
    await this.failures.add(String(userId))
  }

  async succeeded(userId: number): Promise<void> {
    await this.failures.clear(String(userId))
  }

  /** Runs a change that checks the current password, counting a wrong one. */
  async check<T>(userId: number, run: () => Promise<T>): Promise<T> {
    await this.before(userId)
    try {
      const result = await run()
      await this.succeeded(userId)
      return result
    } catch (err) {
      const wrong =
        err instanceof ApiHttpError &&
        err.errors.some(
          (e) => e.source?.pointer === '/user/current_password' && e.detail === fieldMsg.currentPassword,
        )
      if (wrong) await this.failed(userId)
      throw err
    }
  }
}

/** The guards of one app: in memory, or shared through Redis when the app runs as several processes. */
export function guessGuardsOf(app: FastifyInstance, name: string) {
  const redis = redisOf(app)
  const counter = (part: string) =>
    redis ? redisGuessCounter(redis, `${name}:${part}`) : memoryGuessCounter()
  return {
    signIn: () => new SignInGuard(counter('account'), counter('address')),
    currentPassword: () => new CurrentPasswordGuard(counter('current-password')),
  }
}
