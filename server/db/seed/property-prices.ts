import type { PropertyCategory } from '../../../src/domain/enums'
import { round, type Attributes } from './property-facts'
import type { Rng } from './random'

// Asking prices in the range of the Irecê region's market (interior of Bahia), by category and size.

/** Whole reais: a sale price, or a rent per period. */
export function priceFor(
  rng: Rng,
  c: PropertyCategory,
  a: Attributes,
  rent: boolean,
  period: string | null,
): number {
  const built = a.builtAreaMeters ?? 0
  const m2 = a.squareMeters
  if (rent) {
    if (period === 'daily') return round(rng.int(250, 900), 50)
    const monthly: Record<PropertyCategory, () => number> = {
      house: () => 350 + (a.bedroom ?? 1) * 200 + built * rng.float(2, 4),
      apartment: () => 400 + (a.bedroom ?? 1) * 250 + built * rng.float(3, 6),
      office: () => built * rng.float(15, 28),
      commercial: () => 600 + built * rng.float(10, 22),
      building: () => built * rng.float(6, 10),
      industrial: () => built * rng.float(3, 6),
      industrial_land: () => m2 * rng.float(0.5, 1.2),
      ranch: () => rng.int(1200, 4000),
      farm: () => (m2 / 10_000) * rng.float(20, 60),
      site: () => (m2 / 10_000) * rng.float(80, 200),
      land: () => m2 * rng.float(0.8, 1.5),
      lot: () => m2 * rng.float(0.8, 1.5),
    }
    const value = monthly[c]() * (period === 'biweekly' ? 0.55 : 1)
    return round(value, 50)
  }
  const sale: Record<PropertyCategory, () => number> = {
    house: () => 60_000 + built * rng.float(1600, 3400) + (a.features.includes('swimming_pool') ? 40_000 : 0),
    apartment: () => built * rng.float(3000, 5200),
    office: () => built * rng.float(3500, 6000),
    commercial: () => 80_000 + built * rng.float(2500, 4500),
    building: () => built * rng.float(2200, 3500),
    industrial: () => built * rng.float(1500, 2500) + m2 * 80,
    industrial_land: () => m2 * rng.float(60, 150),
    ranch: () => 60_000 + (m2 / 10_000) * rng.float(6_000, 18_000) + built * 1500,
    farm: () => (m2 / 10_000) * rng.float(3_000, 12_000),
    site: () => (m2 / 10_000) * rng.float(6_000, 18_000) + built * 1200,
    land: () => m2 * rng.float(120, 400),
    lot: () => m2 * rng.float(150, 450),
  }
  const value = sale[c]()
  return round(value, value > 1_000_000 ? 10_000 : 5_000)
}
