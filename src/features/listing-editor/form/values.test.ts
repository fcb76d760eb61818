import { describe, expect, it } from 'vitest'
import { propertyCreateSchema } from '../../../domain/property-input'
import type { MyProperty } from '../../../domain/my-property'
import { uploadRef } from '../../../lib/offline/upload-refs'
import { emptyValues, requestBody, valuesFromProperty, type PhotoItem } from './values'

const image = (id: string) => ({ id, base: `/media/${id}`, width: 1600, height: 1200, alt: null })

describe('editor values', () => {
  it('the body names kept photos by media id and queued ones by placeholder, with the cover index', () => {
    const values = {
      ...emptyValues(),
      name: 'Casa no Centro',
      description: 'Casa ampla com quintal, perto da praça e do comércio.',
      category: 'house' as const,
      listing_type: 'sale' as const,
      price: '350.000',
      address: { ...emptyValues().address, neighborhood: 'Centro' },
    }
    const photos: PhotoItem[] = [
      { kind: 'existing', key: 'media:7', mediaId: '7', image: image('7') },
      {
        kind: 'upload',
        key: 'entry-1',
        name: 'a.jpg',
        originalBytes: 3e6,
        bytes: 4e5,
        width: 1600,
        height: 1200,
      },
    ]
    const body = requestBody(propertyCreateSchema.parse(values), photos, 'entry-1')
    expect(body).toMatchObject({
      price: 350000,
      photos: [{ media_id: '7' }, { upload_id: uploadRef('entry-1') }],
      cover_index: 1,
      address: { city_id: 2914604, neighborhood: 'Centro' },
    })
  })

  it('fills the form from a listing, cover included', () => {
    const attributes = {
      name: 'Apartamento',
      description: 'Apartamento bem localizado, com varanda e vaga coberta.',
      status: 'active',
      category: 'apartment',
      listing_type: 'rent',
      price: 1200,
      price_on_request: false,
      rental_period: 'custom',
      rental_days: 15,
      rent_price: null,
      condo_fee: 450,
      iptu_monthly: null,
      bedroom: 2,
      suite: null,
      bathroom: 1,
      parking_space: 1,
      square_meters: 72.5,
      built_area_meters: null,
      features: ['elevator'],
      youtube_url: null,
      city: 'Lapão',
      city_slug: 'lapao',
      neighborhood: 'Centro',
      cover: image('9'),
      photos_count: 2,
      highlighted: false,
      highlighted_until: null,
      views: 0,
      leads: 0,
      archived_at: null,
      hold: null,
      floor: null,
      commercial_room: null,
      year_built: null,
      allows_pets: false,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      address: {
        street: null,
        number: null,
        complement: null,
        neighborhood: 'Centro',
        city_id: 2919157,
        zip_code: '44905-000',
        reference: null,
        lat: -11.38,
        lng: -41.83,
        privacy: 'town',
      },
      images: [image('8'), image('9')],
      cover_index: 1,
      rural: null,
    } satisfies MyProperty['attributes']
    const { values, photos, coverKey } = valuesFromProperty({ id: '5', type: 'property', attributes })
    expect(values).toMatchObject({
      price: '1200',
      rental_days: '15',
      suite: '',
      square_meters: '72.5',
      address: { city_id: '2919157', zip_code: '44905-000', privacy: 'town' },
    })
    expect(photos.map((p) => p.key)).toEqual(['media:8', 'media:9'])
    expect(coverKey).toBe('media:9')
    expect(propertyCreateSchema.parse(values)).toMatchObject({ rental_days: 15, square_meters: 72.5 })
  })
})
