import type { PropertyCategory, WaterSource } from '../../../src/domain/enums'
import type { RuralDetails } from '../../../src/domain/rural'
import { isRuralCategory, roundHa } from '../../../src/domain/rural-units'
import type { Attributes } from './property-facts'
import type { Rng } from './random'

// The rural fields of the demo's farms, ranches and sites, as the semi-arid around Irecê has them: water from
// artesian wells and cisterns (few rivers), dirt roads some kilometres from town, pasture and dryland crops
// (feijão, milho, mamona), irrigation where a well gives enough, CAR widely done and SIGEF often still to do.

const doc = (rng: Rng, yes: number, no: number, inProgress: number) =>
  rng.weighted({ yes, no, in_progress: inProgress })

export function ruralFor(rng: Rng, c: PropertyCategory, a: Attributes): RuralDetails | null {
  if (!isRuralCategory(c)) return null
  const farm = c === 'farm'
  const irrigated = c !== 'ranch' && rng.chance(farm ? 0.2 : 0.3)
  const water = new Set<WaterSource>()
  if (irrigated || rng.chance(farm ? 0.65 : 0.45)) water.add('artesian_well')
  if (rng.chance(0.5)) water.add('cistern')
  if (rng.chance(farm ? 0.3 : 0.15)) water.add('dam')
  if (rng.chance(0.08)) water.add('river')
  if (!farm && rng.chance(0.3)) water.add('public_network')
  if (water.size === 0) water.add('cistern')
  const uses = [
    ...(rng.chance(farm ? 0.75 : 0.4) ? (['pasture'] as const) : []),
    ...(rng.chance(0.55) ? (['crops'] as const) : []),
    ...(irrigated ? (['irrigation'] as const) : []),
  ]
  const buildings = [
    ...(a.builtAreaMeters ? (['main_house'] as const) : []),
    ...(rng.chance(farm ? 0.7 : 0.3) ? (['corral'] as const) : []),
    ...(rng.chance(farm ? 0.5 : 0.25) ? (['shed'] as const) : []),
  ]
  return {
    area_ha: roundHa(a.squareMeters / 10_000),
    water: [...water],
    electricity: irrigated ? 'three_phase' : rng.weighted({ none: 12, single_phase: 58, three_phase: 30 }),
    asphalt: rng.chance(c === 'ranch' ? 0.35 : 0.15),
    distance_km: c === 'ranch' ? rng.int(1, 12) : rng.int(3, 45),
    uses,
    buildings,
    documents: {
      car: doc(rng, 70, 10, 20),
      ccir: doc(rng, 60, 25, 15),
      itr: doc(rng, 65, 30, 5),
      sigef: farm ? doc(rng, 35, 40, 25) : doc(rng, 15, 70, 15),
    },
  }
}

/** An irrigated property asks more a hectare than the dryland around it. */
export const irrigationFactor = (r: RuralDetails | null) => (r?.uses.includes('irrigation') ? 1.8 : 1)
