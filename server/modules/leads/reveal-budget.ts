import { createHash } from 'node:crypto'
import { and, count, eq, inArray, lt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { phoneReveals } from '../../db/schema'

// An advertiser's numbers are for visitors interested in a listing, not for lists. A visitor who calls a dozen
// advertisers in a day is never refused; a script that reveals every advertiser's numbers from one address or one
// device gets this many a day, so the whole region's numbers take about a week. Revealing the same advertiser's
// numbers again (the same listing or another of theirs) spends nothing.
export const REVEALS_PER_DAY = { address: 30, device: 25 } as const

export const REVEAL_LIMIT_TEXT =
  'Você já viu o telefone de muitos anunciantes hoje. Tente novamente amanhã ou envie uma mensagem pelo formulário.'

/** The region's calendar day (Bahia, UTC−3 all year): budgets renew at local midnight. */
const OFFSET_MS = 3 * 3_600_000
export const regionDay = (now = Date.now()): string => new Date(now - OFFSET_MS).toISOString().slice(0, 10)

/** Seconds until the budgets renew. */
export function secondsToNextDay(now = Date.now()): number {
  const local = now - OFFSET_MS
  return Math.max(1, Math.ceil((86_400_000 - (local % 86_400_000)) / 1000))
}

export interface Viewer {
  /** 'address:…' or 'device:…'; stored as a hash of the day and this, never as is. */
  key: string
  max: number
}

const hashOf = (day: string, key: string) =>
  createHash('sha256').update(`${day}|${key}`).digest('base64url').slice(0, 22)

let purgedDay = ''

/**
 * Spends one advertiser of each viewer's budget for today, unless that viewer has already seen them today. False,
 * and nothing spent, when a viewer's budget is used up.
 */
export async function spendReveal(db: Db, viewers: Viewer[], advertiserId: number): Promise<boolean> {
  const day = regionDay()
  const hashed = viewers.map((v) => ({ ...v, viewer: hashOf(day, v.key) }))
  const ids = hashed.map((v) => v.viewer)
  const today = and(eq(phoneReveals.day, day), inArray(phoneReveals.viewer, ids))
  const [totals, seen] = await Promise.all([
    db
      .select({ viewer: phoneReveals.viewer, n: count() })
      .from(phoneReveals)
      .where(today)
      .groupBy(phoneReveals.viewer),
    db
      .select({ viewer: phoneReveals.viewer })
      .from(phoneReveals)
      .where(and(today, eq(phoneReveals.advertiserId, advertiserId))),
  ])
  const seenBy = new Set(seen.map((r) => r.viewer))
  const spent = new Map(totals.map((r) => [r.viewer, Number(r.n)]))
  const fresh = hashed.filter((v) => !seenBy.has(v.viewer))
  if (fresh.some((v) => (spent.get(v.viewer) ?? 0) >= v.max)) return false
  if (fresh.length > 0) {
    await db
      .insert(phoneReveals)
      .values(fresh.map((v) => ({ day, viewer: v.viewer, advertiserId })))
      .onConflictDoNothing()
  }
  if (purgedDay !== day) {
    // A budget reads today's rows only; yesterday's stay a day for a request under way at midnight.
    purgedDay = day
    await db.delete(phoneReveals).where(lt(phoneReveals.day, regionDay(Date.now() - 2 * 86_400_000)))
  }
  return true
}
