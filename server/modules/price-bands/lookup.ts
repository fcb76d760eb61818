import { and, eq } from 'drizzle-orm'
import type { PriceBand, PriceBandPosition } from '../../../src/domain/price-band'
import type { Db } from '../../db/client'
import { priceBands } from '../../db/schema'
import { keptBand, type Quartiles } from './kept'
import {
  cents,
  propertyJudged,
  vehicleJudged,
  type Judged,
  type PropertyBandFields,
  type VehicleBandFields,
} from './subject'

// A listing's page reads its band from the refreshed table (as this process last wrote it: kept.ts, else one lookup
// by primary key), no percentiles computed while the page waits. A property for sale and rent shows its sale band.

export type { Quartiles } from './kept'

export function positionOf(value: number, band: Quartiles): PriceBandPosition {
  if (value < band.p25) return 'below'
  return value > band.p75 ? 'above' : 'within'
}

export const bandAnswer = (judged: Judged, band: Quartiles): PriceBand => ({
  position: positionOf(judged.value, band),
  p25: cents(band.p25),
  median: cents(band.median),
  p75: cents(band.p75),
  unit: judged.unit,
  comparables: band.comparables,
})

async function bandOf(db: Db, judged: Judged | undefined): Promise<PriceBand | null> {
  if (!judged) return null
  const k = judged.key
  const held = keptBand(db, k)
  if (held !== undefined) return held && bandAnswer(judged, held)
  const [band] = await db
    .select({
      p25: priceBands.p25,
      median: priceBands.median,
      p75: priceBands.p75,
      comparables: priceBands.comparables,
    })
    .from(priceBands)
    .where(
      and(
        eq(priceBands.kind, k.kind),
        eq(priceBands.cityId, k.cityId),
        eq(priceBands.category, k.category),
        eq(priceBands.deal, k.deal),
        eq(priceBands.modelId, k.modelId),
        eq(priceBands.year, k.year),
      ),
    )
  return band ? bandAnswer(judged, band) : null
}

export const propertyBand = (db: Db, p: PropertyBandFields) => bandOf(db, propertyJudged(p)[0])
export const vehicleBand = (db: Db, v: VehicleBandFields) => bandOf(db, vehicleJudged(v)[0])
