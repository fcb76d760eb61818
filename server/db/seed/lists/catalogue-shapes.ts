import type { VehicleType } from '../../../../src/domain/enums'

// The shapes of the vehicle catalogue's lists (cars.ts, motorcycles-trucks.ts), gathered by vehicle-catalogue.ts.

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
