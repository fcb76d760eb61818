// The vehicles module's public face: what other server modules may import from it.
export { publicVehicle } from './filters'
export { findVehicleImages, vehicleMediaLink } from './repository'
export { VEHICLE_NOT_FOUND, getVehicle, searchVehicles } from './service'
export { vehicleAlt } from './summary'
