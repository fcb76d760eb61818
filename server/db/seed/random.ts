/**
 * Deterministic randomness for the demo data: mulberry32 seeded from a label, so each part of the seed draws
 * from its own stream and changing one part does not reshuffle the others.
 */
export class Rng {
  private state: number

  constructor(seed: number | string) {
    this.state = typeof seed === 'number' ? seed >>> 0 : hashString(seed)
  }

  /** A new independent stream named after this one. */
  fork(label: string): Rng {
    return new Rng(hashString(`${this.state}:${label}`))
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min)
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[Math.floor(this.next() * items.length)]!
  }

  /** Picks a key with probability proportional to its weight. */
  weighted<K extends string>(weights: Readonly<Partial<Record<K, number>>>): K {
    const entries = Object.entries(weights) as [K, number][]
    const total = entries.reduce((s, [, w]) => s + w, 0)
    let r = this.next() * total
    for (const [k, w] of entries) {
      r -= w
      if (r < 0) return k
    }
    return entries[entries.length - 1]![0]
  }

  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items]
    const n = Math.min(count, copy.length)
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i))
      ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
    }
    return copy.slice(0, n)
  }

  digits(n: number): string {
    let s = ''
    for (let i = 0; i < n; i++) s += String(this.int(0, 9))
    return s
  }
}

/** FNV-1a, 32 bits. */
function hashString(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** The start of `now`'s day in Bahia (UTC−3, no daylight saving). */
export function bahiaDayStart(now: Date): Date {
  const day = new Date(now.getTime() - 3 * 3_600_000).toISOString().slice(0, 10)
  return new Date(`${day}T00:00:00-03:00`)
}

/**
 * The demo's "today": the start of the day the seed runs, so a demo started any day has current highlights
 * (they end 20–60 days after it) and views today and this week. Every date of the seed is relative to it, so two
 * runs on one day give the same rows.
 */
export const BASE_DATE = bahiaDayStart(new Date())
export const daysBefore = (days: number, minutes = 0): Date =>
  new Date(BASE_DATE.getTime() - days * 86_400_000 - minutes * 60_000)
export const daysAfter = (days: number): Date => new Date(BASE_DATE.getTime() + days * 86_400_000)

/** A picker over many items with per-item weights (binary search over the running totals). */
export function weightedPicker<T>(items: readonly T[], weight: (item: T) => number): (rng: Rng) => T {
  const totals: number[] = []
  let sum = 0
  for (const item of items) totals.push((sum += weight(item)))
  if (items.length === 0 || sum <= 0) throw new Error('weightedPicker needs items with weight')
  return (rng) => {
    const r = rng.next() * sum
    let lo = 0
    let hi = totals.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (totals[mid]! > r) hi = mid
      else lo = mid + 1
    }
    return items[lo]!
  }
}
