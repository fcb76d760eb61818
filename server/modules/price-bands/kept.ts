import type { Db } from '../../db/client'
import type { BandKey } from './subject'

// The bands this process wrote at its last refresh, by key: a listing's page reads its band here instead of asking
// the database (one statement fewer on every listing page). They are as old as that refresh, at most the refresh
// interval; another process's refresh in between is seen at this one's next. A database this process never
// refreshed (a test that writes the table itself) is read from the table.

/** A row of price_bands as the refresh's `returning` gives it (numbers may come as text). */
export interface BandRow {
  kind: string
  city_id: number | string
  category: string
  deal: string
  model_id: number | string
  year: number | string
  p25: number | string
  median: number | string
  p75: number | string
  comparables: number | string
}

export interface Quartiles {
  p25: number
  median: number
  p75: number
  comparables: number
}

const kept = new WeakMap<Db, Map<string, Quartiles>>()

const keyText = (k: {
  kind: string
  cityId: number
  category: string
  deal: string
  modelId: number
  year: number
}) => `${k.kind}|${k.cityId}|${k.category}|${k.deal}|${k.modelId}|${k.year}`

export function keepBands(db: Db, rows: BandRow[]): void {
  const bands = new Map<string, Quartiles>()
  for (const r of rows) {
    const key = { ...r, cityId: Number(r.city_id), modelId: Number(r.model_id), year: Number(r.year) }
    bands.set(keyText(key), {
      p25: Number(r.p25),
      median: Number(r.median),
      p75: Number(r.p75),
      comparables: Number(r.comparables),
    })
  }
  kept.set(db, bands)
}

/** The band kept for `key`: null when there is none, undefined when this process has not refreshed `db`. */
export function keptBand(db: Db, key: BandKey): Quartiles | null | undefined {
  const bands = kept.get(db)
  return bands && (bands.get(keyText(key)) ?? null)
}
