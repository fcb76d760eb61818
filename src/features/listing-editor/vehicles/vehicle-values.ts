// The vehicle form's state: strings as the inputs hold them (vehicleInputSchema in src/domain reads them).
import type { VehicleType } from '../../../domain/enums'
import type { MyVehicle } from '../../../domain/my-vehicle'
import { towns } from '../../../domain/region'
import type { PhotoItem } from '../form/values'

export interface VehicleFormValues {
  vehicle_type: VehicleType
  brand_id: string
  model_id: string
  year: string
  version: string
  name: string
  description: string
  color: string
  fuel_type: string
  condition: string
  plate: string
  mileage: string
  transmission: string
  steering_wheel: string
  bodywork: string
  doors: string
  one_owner: boolean
  accepts_exchange: boolean
  show_contact: boolean
  financing_status: string[]
  optional_item_ids: string[]
  price: string
  city_id: string
  zip_code: string
}

/** The device's draft of a new vehicle (per type) or of one being edited. */
export const vehicleDraftKey = (id: string | null, type: string) =>
  id ? `vehicle:${id}` : `vehicle:new:${type}`

/** What the vehicle editor keeps on the device while typed, and with a queued write (to reopen it). */
export interface VehicleDraft {
  v: 1
  values: VehicleFormValues
  photos: PhotoItem[]
  coverKey: string | null
  /** The YouTube address as typed. */
  video: string
}

export function emptyVehicleValues(vehicleType: VehicleType): VehicleFormValues {
  return {
    vehicle_type: vehicleType,
    brand_id: '',
    model_id: '',
    year: '',
    version: '',
    name: '',
    description: '',
    color: '',
    fuel_type: '',
    condition: '',
    plate: '',
    mileage: '',
    transmission: '',
    steering_wheel: '',
    bodywork: '',
    doors: '',
    one_owner: false,
    accepts_exchange: false,
    show_contact: true,
    financing_status: [],
    optional_item_ids: [],
    price: '',
    city_id: String(towns[0].id),
    zip_code: '',
  }
}

const str = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v))

/** The form of a vehicle loaded from GET /v1/vehicles/:id. */
export function valuesFromVehicle(v: MyVehicle): VehicleFormValues {
  const a = v.attributes
  return {
    vehicle_type: a.vehicle_type,
    brand_id: String(a.brand_id),
    model_id: String(a.model_id),
    year: String(a.year),
    version: a.version,
    name: a.name,
    description: a.description,
    color: str(a.color),
    fuel_type: a.fuel_type,
    condition: a.condition,
    plate: str(a.plate),
    mileage: str(a.mileage),
    transmission: a.transmission,
    steering_wheel: str(a.steering_wheel),
    bodywork: str(a.bodywork),
    doors: str(a.doors),
    one_owner: a.one_owner,
    accepts_exchange: a.accepts_exchange,
    show_contact: a.show_contact,
    financing_status: a.financing_status,
    optional_item_ids: a.optional_item_ids.map(String),
    price: str(a.price),
    city_id: String(a.city_id),
    zip_code: str(a.zip_code),
  }
}
