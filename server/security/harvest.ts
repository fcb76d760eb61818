import type { FastifyInstance } from 'fastify'
import { vi } from 'vitest'
import type { Db } from '../db/client'
import { createProperty, createUser } from '../test/fixtures'

/** Advertisers as the demo has them: one live listing each, one number or two (one on WhatsApp). */
export async function advertisersWithPhones(db: Db, count: number): Promise<number[]> {
  const listings: number[] = []
  for (let i = 0; i < count; i++) {
    const n = String(1000 + i).padStart(4, '0')
    const phones =
      i % 3 === 0
        ? [
            { number: `74-99${n.slice(0, 3)}-${n}`, whatsapp: true },
            { number: `74-3641-${n}`, whatsapp: false },
          ]
        : [{ number: `74-98${n.slice(0, 3)}-${n}`, whatsapp: true }]
    const user = await createUser(db, { phones })
    listings.push((await createProperty(db, user.id)).id)
  }
  return listings
}

export interface HarvestReport {
  advertisers: number
  numbers: number
  /** Distinct numbers obtained within the first hour. */
  firstHour: number
  /** Hours from the first request until the last advertiser's numbers were obtained (or until giving up). */
  hours: number
  /** Numbers per hour, averaged over the whole harvest. */
  perHour: number
  /** Requests sent, refusals included. */
  requests: number
}

/**
 * What a script does from one address: reveal the phones of every listing in turn, as fast as it is answered; on
 * a refusal it waits what Retry-After says (the clock is moved, not waited for) and goes on, for `maxDays` at most.
 * `keepCookies`: whether it sends back what the server set (a browser does; a script need not).
 */
export async function harvest(
  app: FastifyInstance,
  listings: number[],
  opts: { remoteAddress: string; maxDays: number; keepCookies: boolean },
): Promise<HarvestReport> {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T11:00:00Z') })
  try {
    const start = Date.now()
    const numbers = new Set<string>()
    let firstHour = 0
    let doneAt = start
    let requests = 0
    let cookie = ''
    const left = [...listings]
    while (left.length > 0 && Date.now() - start < opts.maxDays * 86_400_000) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/leads',
        remoteAddress: opts.remoteAddress,
        headers: opts.keepCookies && cookie ? { cookie } : {},
        payload: { property_id: left[0], kind: 'phone', name: 'Visitante', consent: true },
      })
      requests++
      const set = res.headers['set-cookie']
      if (set) cookie = (Array.isArray(set) ? set : [set]).map((c) => c.split(';')[0]).join('; ')
      if (res.statusCode === 201) {
        left.shift()
        for (const p of res.json<{ meta: { phones: { number: string }[] } }>().meta.phones)
          numbers.add(p.number)
        if (Date.now() - start < 3_600_000) firstHour = numbers.size
        doneAt = Date.now()
      } else if (res.statusCode === 429) {
        const wait = Number(res.headers['retry-after'] ?? '60')
        vi.setSystemTime(Date.now() + Math.max(1, wait) * 1000)
      } else throw new Error(`unexpected ${res.statusCode}: ${res.body}`)
    }
    const hours = Math.max((left.length ? Date.now() : doneAt) - start, 60_000) / 3_600_000
    return {
      advertisers: listings.length - left.length,
      numbers: numbers.size,
      firstHour,
      hours,
      perHour: numbers.size / hours,
      requests,
    }
  } finally {
    vi.useRealTimers()
  }
}
