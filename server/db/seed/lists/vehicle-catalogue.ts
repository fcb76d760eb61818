import type { VehicleType } from '../../../../src/domain/enums'
import { cars } from './cars'
import { motorcyclesAndTrucks } from './motorcycles-trucks'

// Brands, models and versions sold in the region, with a rough 2026 new price (R$) per version. Used for the
// vehicle_brands / vehicle_models / vehicle_years catalogue and for plausible used prices. Fuel and gearbox
// follow the version name (Diesel, Hybrid, AT/CVT/I-Shift/Opticruise), as in the manufacturers' own names.

export type Shape =
  | 'hatch'
  | 'sedan'
  | 'suv'
  | 'pickup'
  | 'street'
  | 'trail'
  | 'scooter'
  | 'light'
  | 'heavy'
  | 'tractor'
  | 'van'
export type Fuel = 'flex' | 'diesel' | 'gasoline' | 'hybrid'

export interface Model {
  name: string
  shape: Shape
  years: [number, number]
  doors?: 2 | 4
  /** Default fuel of the versions whose name does not tell (flex for most). */
  fuel?: Fuel
  versions: [name: string, price: number][]
}

export interface Brand {
  name: string
  code: string
  type: VehicleType
  /** How often it shows up in the listings. */
  weight: number
  models: Model[]
}

export function fuelOf(model: Model, version: string): Fuel {
  if (/diesel/i.test(version)) return 'diesel'
  if (/hybrid/i.test(version)) return 'hybrid'
  return model.fuel ?? 'flex'
}
export const isAutomatic = (version: string): boolean => /\b(AT|CVT|I-Shift|Opticruise)\b/.test(version)

export const catalogue: Brand[] = [...cars, ...motorcyclesAndTrucks]

export const colours = ['Branco', 'Prata', 'Preto', 'Cinza', 'Vermelho', 'Azul'] as const
export type Colour = (typeof colours)[number]
