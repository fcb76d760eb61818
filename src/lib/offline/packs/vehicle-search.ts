// The /veiculos search answered from the packs on this device, with the API's filters, orders and page shape.
// Brand and model come as ids the stored detail does not carry (it names them): such a search is not answered.
import {
  vehicleSummaryAttributesSchema,
  type Vehicle,
  type VehiclePage,
  type VehicleSearch,
} from '../../../domain/vehicle'
import { asc, byKeys, desc, fold, packPage, textMatcher, within } from './search'

type Attrs = Vehicle['attributes']
export type VehiclePackQuery = Partial<VehicleSearch>

export function vehicleMatches(q: VehiclePackQuery): (v: Vehicle) => boolean {
  const text = textMatcher<Attrs>(q.q, (a) => [a.brand, a.model, a.name, a.version, a.city, a.description])
  const colour = q.color ? fold(q.color) : null
  return ({ attributes: a }) =>
    (!q.vehicle_type || a.vehicle_type === q.vehicle_type) &&
    (!q.city || a.city_slug === q.city) &&
    within(a.year, q.year_min, q.year_max) &&
    within(a.price, q.price_min, q.price_max) &&
    within(a.mileage, undefined, q.mileage_max) &&
    (!q.seller_type || a.advertiser.profile === q.seller_type) &&
    (!q.condition || a.condition === q.condition) &&
    (!q.transmission || a.transmission === q.transmission) &&
    (!q.fuel_type || a.fuel_type === q.fuel_type) &&
    (!colour || fold(a.color ?? '') === colour) &&
    (!q.accepts_exchange || a.accepts_exchange) &&
    text(a)
}

const verified = desc<Attrs>((a) => (a.advertiser_verified ? 1 : 0))
const newest = desc<Attrs>((a) => a.created_at)

/** The API's orders (server/modules/vehicles/order.ts), ties broken by id, newest first. */
export function vehicleComparator(sort: VehiclePackQuery['sort']): (x: Vehicle, y: Vehicle) => number {
  const keys = {
    price_asc: [asc<Attrs>((a) => a.price), verified],
    price_desc: [desc<Attrs>((a) => a.price), verified],
    year_desc: [desc<Attrs>((a) => a.year), verified, newest],
    mileage_asc: [asc<Attrs>((a) => a.mileage), verified],
    maior_reducao: [desc<Attrs>((a) => a.price_drop_percent), verified, newest],
    relevance: [newest, verified],
    recent: [newest, verified],
  }[sort ?? 'recent']
  return byKeys(keys)
}

/** A page of GET /api/vehicles answered from the packs, or null when no pack covers the query. */
export async function searchVehiclePacks(query: VehiclePackQuery): Promise<VehiclePage | null> {
  if (query.brand_id !== undefined || query.model_id !== undefined) return null
  return packPage('vehicle', query, vehicleMatches(query), vehicleComparator(query.sort), (v) => ({
    id: v.id,
    type: 'vehicle' as const,
    attributes: vehicleSummaryAttributesSchema.parse(v.attributes),
  }))
}
