import type { Db } from '../../db/client'
import { createCatalogue } from '../../test/fixtures'

/** A brand, model and year of the catalogue, and a valid vehicle body naming them; override any field. */
export async function vehicleFixture(db: Db, vehicleType: 'cars' | 'motorcycles' | 'trucks' = 'cars') {
  const catalogue = await createCatalogue(db, {
    vehicleType,
    brand: 'Fiat',
    model: 'Argo',
    years: [
      [2021, '1.0 Drive'],
      [2022, '1.0 Drive'],
      [2022, '1.3 Trekking'],
    ],
  })
  const body = (over: Record<string, unknown> = {}) => ({
    vehicle_type: vehicleType,
    brand_id: catalogue.brand.id,
    model_id: catalogue.model.id,
    version: '1.0 Drive',
    year: 2022,
    name: 'Fiat Argo Drive 2022 completo',
    description: 'Carro muito conservado, revisões em dia na concessionária, pneus novos.',
    color: 'Prata',
    fuel_type: 'flex',
    condition: 'used',
    plate: 'ABC1D23',
    mileage: 32000,
    transmission: 'manual',
    steering_wheel: 'electric',
    bodywork: 'hatch',
    doors: 4,
    one_owner: true,
    accepts_exchange: false,
    show_contact: true,
    financing_status: ['paid_license'],
    optional_item_ids: [],
    price: 72000,
    city_id: 2914604,
    zip_code: '44900-000',
    ...over,
  })
  return { catalogue, body }
}
