import { describe, expect, it } from 'vitest'
import { parseNumber } from './number-input'
import { propertyCreateSchema, listingMsg, youtubeVideoId } from './property-input'
import { msg } from './messages'

/** What the editor's inputs hold: strings everywhere, blanks for what was not typed. */
const formValues = (over: Record<string, unknown> = {}) => ({
  name: 'Apartamento no Centro',
  description: 'Apartamento de dois quartos perto da praça, com varanda e vaga coberta.',
  category: 'apartment',
  listing_type: 'rent',
  price_on_request: false,
  price: '1.200',
  rental_period: 'monthly',
  rental_days: '',
  bedroom: '2',
  suite: '',
  bathroom: '1',
  parking_space: '1',
  square_meters: '72,5',
  built_area_meters: '',
  features: ['elevator'],
  address: {
    street: '',
    number: '',
    complement: '',
    neighborhood: 'Centro',
    city_id: '2919157',
    zip_code: '',
    reference: '',
    lat: '',
    lng: '',
    privacy: 'street',
  },
  youtube_url: '',
  photos: [],
  cover_index: 0,
  ...over,
})

describe('listing input (shared by the editor and the API)', () => {
  it("reads the form's strings: blanks become null, Brazilian number formats become numbers", () => {
    const v = propertyCreateSchema.parse(formValues())
    expect(v).toMatchObject({
      price: 1200,
      bedroom: 2,
      suite: null,
      square_meters: 72.5,
      rental_period: 'monthly',
      rental_days: null,
      youtube_url: null,
      status: 'active',
      address: { city_id: 2919157, street: null, zip_code: null, lat: null, privacy: 'street' },
    })
  })

  it('drops what does not apply: rental period of a sale, price on request, days unless custom', () => {
    const sale = propertyCreateSchema.parse(formValues({ listing_type: 'sale', rental_days: '10' }))
    expect(sale).toMatchObject({ rental_period: null, rental_days: null })
    const onRequest = propertyCreateSchema.parse(formValues({ price_on_request: true }))
    expect(onRequest.price).toBeNull()
  })

  it('takes the address privacy level, new listings showing the neighbourhood, and reads the old show_map flag', () => {
    const withAddress = (address: Record<string, unknown>) => {
      const { privacy: _privacy, ...rest } = formValues().address
      return propertyCreateSchema.safeParse(formValues({ address: { ...rest, ...address } }))
    }
    expect(withAddress({}).data?.address.privacy).toBe('neighborhood')
    for (const level of ['exact', 'street', 'neighborhood', 'town'])
      expect(withAddress({ privacy: level }).data?.address.privacy).toBe(level)
    // A write queued offline before the levels: yes was the exact address, no the neighbourhood.
    expect(withAddress({ show_map: true }).data?.address.privacy).toBe('exact')
    expect(withAddress({ show_map: false }).data?.address.privacy).toBe('neighborhood')
    expect(withAddress({ show_map: true, privacy: 'town' }).data?.address.privacy).toBe('town')
    expect(withAddress({ privacy: 'rooftop' }).success).toBe(false)
  })

  it('reports cross-field rules next to the other field errors', () => {
    const r = propertyCreateSchema.safeParse(
      formValues({ name: '', price: '', rental_period: 'custom', rental_days: '0' }),
    )
    const at = (path: string) => r.error?.issues.find((i) => i.path.join('.') === path)?.message
    expect(at('name')).toBe(msg.required)
    expect(at('price')).toBe(msg.required)
    expect(at('rental_days')).toBe(listingMsg.rentalDays)
  })

  it('tells YouTube video URLs apart', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?start=3',
    ])
      expect(youtubeVideoId(url)).toBe('dQw4w9WgXcQ')
    for (const url of [
      'https://vimeo.com/76979871',
      'https://youtube.com/',
      'https://evil.com/watch?v=dQw4w9WgXcQ',
    ])
      expect(youtubeVideoId(url)).toBeNull()
  })
})

describe('parseNumber', () => {
  it('reads pt-BR thousands and either decimal mark', () => {
    expect(parseNumber('1.200')).toBe(1200)
    expect(parseNumber('350.000')).toBe(350000)
    expect(parseNumber('1.200,50')).toBe(1200.5)
    expect(parseNumber('72,5')).toBe(72.5)
    expect(parseNumber('72.5')).toBe(72.5)
    expect(parseNumber('abc')).toBeNaN()
  })
})
