// A small catalogue for the tests of the search and the year and version selects.
import type { VehicleBrand, VehicleModel } from '../../../domain/vehicle'

const brand = (id: string, name: string): VehicleBrand => ({
  id,
  type: 'vehicle_brand',
  attributes: { name, code: name.toLowerCase(), vehicle_type: 'cars', image: null },
})

let rowId = 0
const model = (id: string, brandId: number, name: string, years: [number, number], versions: string[]) => ({
  id,
  type: 'vehicle_model' as const,
  attributes: {
    name,
    brand_id: brandId,
    years: Array.from({ length: years[1] - years[0] + 1 }, (_, i) => years[0] + i).flatMap((year) =>
      versions.map((version) => ({ id: ++rowId, year, version })),
    ),
  },
})

export const fixtureBrands = [brand('1', 'Chevrolet'), brand('2', 'Hyundai'), brand('3', 'Citroën')]

export const fixtureModels = new Map<string, VehicleModel[]>([
  [
    '1',
    [
      model('10', 1, 'Onix', [2020, 2023], ['1.0 LT', '1.0 Turbo Premier']),
      model('11', 1, 'S10', [2021, 2022], ['2.8 LTZ Diesel']),
    ],
  ],
  ['2', [model('20', 2, 'HB20', [2019, 2022], ['Sense 1.0', 'Comfort 1.0'])]],
  ['3', [model('30', 3, 'C4 Cactus', [2022, 2022], ['Feel 1.6 Automático'])]],
])
