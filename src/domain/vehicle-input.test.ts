import { describe, expect, it } from 'vitest'
import { msg } from './messages'
import { isVehiclePlate, plateLastDigit, vehicleInputSchema, vehicleMediaInputSchema } from './vehicle-input'
import { canOwnerMove, ownerTransitions, staffTransitions, unarchivedStatus } from './vehicle-status'
import { vehicleStatuses } from './enums'

const form = (over: Record<string, unknown> = {}) => ({
  vehicle_type: 'cars',
  brand_id: '3',
  model_id: '9',
  version: '1.0 Drive',
  year: '2022',
  name: 'Fiat Argo Drive 2022',
  description: 'Carro muito conservado, revisões em dia, pneus novos.',
  color: 'Prata',
  fuel_type: 'flex',
  condition: 'used',
  plate: 'abc1d23',
  mileage: '32.000',
  transmission: 'manual',
  steering_wheel: '',
  bodywork: 'hatch',
  doors: '4',
  one_owner: true,
  accepts_exchange: false,
  show_contact: true,
  financing_status: ['paid_license'],
  optional_item_ids: ['4', '4', '7'],
  price: '72.000',
  city_id: '2914604',
  zip_code: '',
  ...over,
})

describe('vehicle plate', () => {
  it.each(['ABC-1234', 'ABC1D23'])('accepts %s', (p) => expect(isVehiclePlate(p)).toBe(true))
  it.each(['ABC1234', 'ABC-1D23', 'AB1234', 'ABCD123', 'abc-1234', '123ABCD', 'ABC1DD3'])(
    'refuses %s as typed',
    (p) => expect(isVehiclePlate(p)).toBe(false),
  )
  it('derives the last digit', () => {
    expect(plateLastDigit('ABC1D23')).toBe('3')
    expect(plateLastDigit('XYZ-9870')).toBe('0')
    expect(plateLastDigit(null)).toBeNull()
  })
})

describe('vehicleInputSchema: the form and the API', () => {
  it('reads the form strings: plate upper-cased, numbers in pt-BR, repeats dropped, last digit derived', () => {
    const v = vehicleInputSchema.parse(form())
    expect(v).toMatchObject({
      plate: 'ABC1D23',
      plate_last_digit: '3',
      mileage: 32000,
      price: 72000,
      year: 2022,
      doors: 4,
      steering_wheel: null,
      optional_item_ids: [4, 7],
      brand_id: 3,
    })
  })

  it("answers 'Placa inválida' and requires a plate unless the vehicle is new", () => {
    const bad = vehicleInputSchema.safeParse(form({ plate: 'ABC 1234' }))
    expect(bad.error?.issues.find((i) => i.path[0] === 'plate')?.message).toBe(msg.plate)
    const missing = vehicleInputSchema.safeParse(form({ plate: '' }))
    expect(missing.error?.issues.find((i) => i.path[0] === 'plate')?.message).toBe(msg.required)
    expect(vehicleInputSchema.safeParse(form({ plate: '', condition: 'new' })).success).toBe(true)
  })

  it('takes 2 or 4 doors only, and none for a motorcycle', () => {
    expect(vehicleInputSchema.safeParse(form({ doors: '3' })).success).toBe(false)
    expect(vehicleInputSchema.parse(form({ vehicle_type: 'motorcycles' })).doors).toBeNull()
  })
})

describe('vehicleMediaInputSchema', () => {
  it("says 'URL inválida' for a bad URL and its own message for a URL that is not a YouTube video", () => {
    const bad = vehicleMediaInputSchema.safeParse({ youtube_url: 'não é um endereço' })
    expect(bad.error?.issues[0]?.message).toBe(msg.url)
    const other = vehicleMediaInputSchema.safeParse({ youtube_url: 'https://vimeo.com/123' })
    expect(other.error?.issues[0]?.message).toBe('URL do YouTube inválida')
    expect(vehicleMediaInputSchema.parse({ youtube_url: 'https://youtu.be/dQw4w9WgXcQ' }).youtube_url).toBe(
      'https://youtu.be/dQw4w9WgXcQ',
    )
  })
})

describe('the transition tables', () => {
  it('cover every status; publishing always leads to review; staff only act on pending', () => {
    for (const s of vehicleStatuses) {
      expect(ownerTransitions[s]).toBeDefined()
      expect(staffTransitions[s]).toBeDefined()
    }
    expect(canOwnerMove('draft', 'pending')).toBe(true)
    expect(canOwnerMove('published', 'pending')).toBe(false)
    expect(canOwnerMove('suspended', 'pending')).toBe(false)
    expect(
      Object.entries(staffTransitions)
        .filter(([, to]) => to.length > 0)
        .map(([from]) => from),
    ).toEqual(['pending'])
    expect(unarchivedStatus('published')).toBe('paused')
    expect(unarchivedStatus('draft')).toBe('draft')
  })
})
