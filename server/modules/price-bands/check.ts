import { eq, sql } from 'drizzle-orm'
import { BELOW_BAND_HOLD_SHARE, priceBandMsg } from '../../../src/domain/price-band'
import { properties, vehicles } from '../../db/schema'
import type { RiskCheck, RiskFinding } from '../listings'
import { bandAggregate, MIN_COMPARABLES, propertyComparables, vehicleComparables } from './comparables'
import type { Quartiles } from './lookup'
import { cents, propertyJudged, vehicleJudged, type Judged } from './subject'

// The 'below_band' risk check: a price under 60 % of its band's median is the mark of the fake listing (a rent
// or a car that does not exist, a PIX deposit asked for before any visit). The band that judges a listing is
// computed now, from the other live listings only — never the listing's own price, nor a table refreshed
// minutes ago — through the comparables' indexes (a town and category, a model and years).

type Tx = Parameters<RiskCheck>[0]

async function bandWithout(tx: Tx, judged: Judged, id: number): Promise<Quartiles | null> {
  const k = judged.key
  const comparables =
    k.kind === 'property'
      ? sql`select value from (${propertyComparables(
          sql`p.city_id = ${k.cityId} and p.category::text = ${k.category} and p.id <> ${id}`,
        )}) c where c.deal = ${k.deal}`
      : vehicleComparables(
          sql`v.model_id = ${k.modelId} and v.year between ${k.year - 1} and ${k.year + 1} and v.id <> ${id}`,
        )
  const result = (await tx.execute(sql`select ${bandAggregate} from (${comparables}) c`)) as unknown as {
    rows: { pc: number[] | null; n: number }[]
  }
  const row = result.rows[0]
  if (!row?.pc || Number(row.n) < MIN_COMPARABLES) return null
  const [p25, median, p75] = row.pc.map(Number) as [number, number, number]
  return { p25, median, p75, comparables: Number(row.n) }
}

async function judgedOf(tx: Tx, kind: 'property' | 'vehicle', id: number): Promise<Judged[]> {
  if (kind === 'property') {
    const [p] = await tx.select().from(properties).where(eq(properties.id, id))
    return p ? propertyJudged(p) : []
  }
  const [v] = await tx.select().from(vehicles).where(eq(vehicles.id, id))
  return v ? vehicleJudged(v) : []
}

export const belowBandCheck: RiskCheck = async (tx, subject) => {
  const findings: RiskFinding[] = []
  for (const judged of await judgedOf(tx, subject.kind, subject.id)) {
    const band = await bandWithout(tx, judged, subject.id)
    if (!band || judged.value >= band.median * BELOW_BAND_HOLD_SHARE) continue
    findings.push({
      code: 'below_band',
      // A new price below the band is looked at again; the price staff released is not.
      key: `below_band:${judged.key.deal}:${judged.price}`,
      reason: priceBandMsg.held,
      detail: {
        deal: judged.key.deal,
        unit: judged.unit,
        price: judged.price,
        value: cents(judged.value),
        median: cents(band.median),
        p25: cents(band.p25),
        p75: cents(band.p75),
        comparables: band.comparables,
      },
    })
  }
  return findings
}
