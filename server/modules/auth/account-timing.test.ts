import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app'
import { nextIp, signUpBody, signUpUser, uniqueEmail } from './test-helpers'

// Whether an address has an account must not show in how long the answer takes: forgotten password and sign-up
// answer known and unknown addresses in the same time. Requests are timed one at a time, alternating, after a
// warm-up; the work each one leaves for after the answer is finished before the next is timed.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t?.close())

const ROUNDS = 40
/** How far apart the two medians may be, in milliseconds. */
const TOLERANCE_MS = 1

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

async function timed(send: () => Promise<{ statusCode: number }>): Promise<number> {
  await t.app.background.idle()
  const start = process.hrtime.bigint()
  const res = await send()
  const ms = Number(process.hrtime.bigint() - start) / 1e6
  expect(res.statusCode).toBeLessThan(300)
  return ms
}

/** Median answer times for the two kinds of address, interleaved so both meet the same machine load. */
async function compare(
  known: () => Promise<{ statusCode: number }>,
  unknown: () => Promise<{ statusCode: number }>,
) {
  for (let i = 0; i < 5; i++) await timed(i % 2 ? known : unknown)
  const a: number[] = []
  const b: number[] = []
  for (let i = 0; i < ROUNDS; i++) {
    a.push(await timed(known))
    b.push(await timed(unknown))
  }
  return { known: median(a), unknown: median(b) }
}

describe('answer times do not tell known e-mails apart', () => {
  it('answers a forgotten-password request in the same time for a known and an unknown e-mail', async () => {
    const { email } = await signUpUser(t.app)
    const forgot = (address: string) => () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/password/forgot',
        remoteAddress: nextIp(),
        payload: { user: { email: address } },
      })
    const m = await compare(forgot(email), forgot(uniqueEmail('ninguem')))
    expect(
      Math.abs(m.known - m.unknown),
      `medians: known ${m.known} ms, unknown ${m.unknown} ms`,
    ).toBeLessThan(TOLERANCE_MS)
  })

  it('answers a sign-up in the same time whether the e-mail is taken or new', async () => {
    const { email } = await signUpUser(t.app)
    const signUp = (address: () => string) => () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/sign_up',
        remoteAddress: nextIp(),
        payload: signUpBody(address()),
      })
    const m = await compare(
      signUp(() => email),
      signUp(() => uniqueEmail('novo')),
    )
    expect(Math.abs(m.known - m.unknown), `medians: taken ${m.known} ms, new ${m.unknown} ms`).toBeLessThan(
      TOLERANCE_MS,
    )
  })
})
