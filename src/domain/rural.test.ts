import { describe, expect, it } from 'vitest'
import { msg } from './messages'
import { propertyCreateSchema, propertyUpdateSchema } from './property-input'
import { ruralInputSchema, ruralMsg } from './rural'
import { pricePerHa } from './price-per-ha'
import { alqueiresToHa, haToAlqueires } from './rural-units'

/** A farm as the editor's inputs hold it: strings, blanks for what was not typed. */
const farm = (over: Record<string, unknown> = {}, rural: Record<string, unknown> = {}) => ({
  name: 'Fazenda Boa Esperança',
  description: 'Fazenda com poço artesiano, curral e casa sede, a 12 km de Irecê por estrada de chão.',
  category: 'farm',
  listing_type: 'sale',
  price: '1.020.000',
  address: { neighborhood: 'Zona rural', city_id: '2914604', zip_code: '' },
  rural: {
    area: '120',
    area_unit: 'ha',
    water: ['artesian_well', 'cistern'],
    electricity: 'three_phase',
    asphalt: false,
    distance_km: '12,5',
    uses: ['pasture'],
    buildings: ['main_house', 'corral'],
    documents: { car: 'yes', ccir: 'in_progress', itr: 'no', sigef: '' },
    ...rural,
  },
  ...over,
})

describe('rural fields', () => {
  it('keeps the hectares and the rest of a farm', () => {
    const r = propertyCreateSchema.parse(farm()).rural
    expect(r).toEqual({
      area_ha: 120,
      water: ['artesian_well', 'cistern'],
      electricity: 'three_phase',
      asphalt: false,
      distance_km: 12.5,
      uses: ['pasture'],
      buildings: ['main_house', 'corral'],
      documents: { car: 'yes', ccir: 'in_progress', itr: 'no', sigef: null },
    })
  })

  it('takes the area in alqueires baianos (9,68 ha each) and stores hectares', () => {
    expect(alqueiresToHa(1)).toBe(9.68)
    expect(alqueiresToHa(12.5)).toBe(121)
    expect(haToAlqueires(120)).toBeCloseTo(12.397, 3)
    const r = propertyCreateSchema.parse(farm({}, { area: '10,5', area_unit: 'alqueire' })).rural
    expect(r?.area_ha).toBe(101.64)
  })

  it('drops the rural fields of a category that is not rural, and keeps them for a ranch or a site', () => {
    const house = propertyUpdateSchema.parse(
      farm({ category: 'house', name: 'Casa no Centro de Irecê', bedroom: '3' }),
    )
    expect(house.rural).toBeNull()
    expect(propertyCreateSchema.parse(farm({ category: 'ranch' })).rural?.area_ha).toBe(120)
    expect(propertyCreateSchema.parse(farm({ category: 'site' })).rural?.area_ha).toBe(120)
  })

  it('leaves a farm without rural fields valid (older clients and feeds)', () => {
    expect(propertyCreateSchema.parse(farm({ rural: undefined })).rural).toBeNull()
    expect(ruralInputSchema.parse({}).area_ha).toBeNull()
  })

  it('refuses unknown values, a zero area, a huge area and a far distance, in pt-BR', () => {
    const issues = (rural: Record<string, unknown>) =>
      propertyCreateSchema.safeParse(farm({}, rural)).error?.issues.map((i) => [i.path.join('.'), i.message])
    expect(issues({ water: ['lake'] })?.[0]?.[0]).toBe('rural.water.0')
    expect(issues({ area: '0' })).toEqual([['rural.area', msg.positive]])
    expect(issues({ area: '200000', area_unit: 'alqueire' })).toEqual([['rural.area', ruralMsg.areaMax]])
    expect(issues({ distance_km: '900' })).toEqual([['rural.distance_km', ruralMsg.distance]])
    expect(issues({ documents: { car: 'maybe' } })?.[0]?.[0]).toBe('rural.documents.car')
  })

  it('parses its own answer again to the same (the editor sends its checked values; API clients send area_ha)', () => {
    const once = propertyCreateSchema.parse(farm({}, { area: '12,4', area_unit: 'alqueire' }))
    expect(once.rural?.area_ha).toBe(120.03)
    expect(propertyCreateSchema.parse(once).rural).toEqual(once.rural)
    expect(ruralInputSchema.parse({ area_ha: 250.5 }).area_ha).toBe(250.5)
  })

  it('works out the price a hectare', () => {
    expect(pricePerHa(1_020_000, 120)).toBe(8500)
    expect(pricePerHa(null, 120)).toBeNull()
    expect(pricePerHa(500_000, null)).toBeNull()
  })
})
