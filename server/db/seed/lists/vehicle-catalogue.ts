import type { Brand, Fuel, Model } from './catalogue-shapes'
import { cars } from './cars'
import { motorcyclesAndTrucks } from './motorcycles-trucks'

// Brands, models and versions sold in the region, with a rough 2026 new price (R$) per version. Used for the
// vehicle_brands / vehicle_models / vehicle_years catalogue and for plausible used prices. Fuel and gearbox
// follow the version name (Diesel, Hybrid, AT/CVT/I-Shift/Opticruise), as in the manufacturers' own names.

export type { Brand, Fuel, Model, Shape } from './catalogue-shapes'

export function fuelOf(model: Model, version: string): Fuel {
  if (/diesel/i.test(version)) return 'diesel'
  if (/hybrid/i.test(version)) return 'hybrid'
  return model.fuel ?? 'flex'
}
export const isAutomatic = (version: string): boolean => /\b(AT|CVT|I-Shift|Opticruise)\b/.test(version)

export const catalogue: Brand[] = [...cars, ...motorcyclesAndTrucks]

export const colours = ['Branco', 'Prata', 'Preto', 'Cinza', 'Vermelho', 'Azul'] as const
export type Colour = (typeof colours)[number]
