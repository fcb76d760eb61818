import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { enqueue, getEntry } from '../../../lib/offline/outbox'
import { freshIndexedDb } from '../../../lib/offline/test-helpers'
import { emptyValues, type EditorDraft, type PhotoItem } from '../form/values'
import { emptyVehicleValues, type VehicleDraft } from '../vehicles/vehicle-values'
import { listingMetaOf, queueListing, type ListingMeta } from './queue-listing'

beforeEach(freshIndexedDb)

const upload = (key: string): PhotoItem => ({
  kind: 'upload',
  key,
  name: `${key}.webp`,
  originalBytes: 2000,
  bytes: 1000,
  width: 1600,
  height: 1200,
})

function meta(listingId: string | null, photos: PhotoItem[] = []): ListingMeta {
  const draft: EditorDraft = { v: 1, values: emptyValues(), photos, coverKey: null }
  return { kind: 'property', title: 'Casa no Centro', listingId, draftKey: 'property:new', draft }
}

describe('queueListing', () => {
  it('a new listing: signed POST /v1/properties, waiting for its queued photos, labelled with its title', async () => {
    const image = { id: 'm1', base: '/media/m1', width: 1600, height: 1200, alt: null }
    const existing: PhotoItem = { kind: 'existing', key: 'm1', mediaId: 'm1', image }
    const body = { name: 'Casa no Centro', photos: [{ upload_id: 'ref' }] }
    const input = meta(null, [upload('p1'), existing, upload('p2')])
    const entry = await queueListing({ body, meta: input })
    expect(await getEntry(entry.id)).toEqual(entry)
    expect(entry).toMatchObject({
      kind: 'listing',
      auth: true,
      status: 'pending',
      label: { title: 'Casa no Centro' },
      meta: input,
      dependsOn: ['p1', 'p2'],
    })
    expect(entry.request).toEqual({
      method: 'POST',
      url: '/v1/properties',
      headers: {},
      body: { type: 'json', value: body },
    })
    expect(listingMetaOf(entry)).toEqual(input)
  })

  it('an edit: PUT /v1/properties/:id, with nothing to wait for when no photo is queued', async () => {
    const entry = await queueListing({ body: { name: 'Casa no Centro' }, meta: meta('42') })
    expect(entry.request).toMatchObject({ method: 'PUT', url: '/v1/properties/42' })
    expect(entry.auth).toBe(true)
    expect(entry.label).toEqual({ title: 'Casa no Centro' })
    expect(entry.dependsOn).toBeUndefined()
  })

  it('a vehicle: one POST /v1/vehicles with its photos, waiting for them; an edit is PUT /v1/vehicles/:id', async () => {
    const draft: VehicleDraft = {
      v: 1,
      values: emptyVehicleValues('cars'),
      photos: [upload('f1'), upload('f2')],
      coverKey: 'f2',
      video: '',
    }
    const car: ListingMeta = {
      kind: 'vehicle',
      title: 'Onix 2022',
      listingId: null,
      draftKey: 'vehicle:new:cars',
      draft,
    }
    const body = {
      name: 'Onix 2022',
      photos: [{ upload_id: 'a' }, { upload_id: 'b' }],
      cover_index: 1,
      status: 'pending',
    }
    const created = await queueListing({ body, meta: car })
    expect(created.request).toMatchObject({ method: 'POST', url: '/v1/vehicles' })
    expect(created.dependsOn).toEqual(['f1', 'f2'])
    expect(listingMetaOf(created)).toEqual(car)
    const edited = await queueListing({ body, meta: { ...car, listingId: '77' } })
    expect(edited.request).toMatchObject({ method: 'PUT', url: '/v1/vehicles/77' })
  })

  it('reads a property queued before vehicles went through the outbox (its meta named the id propertyId)', async () => {
    const old = await enqueue({
      kind: 'listing',
      request: { method: 'PUT', url: '/v1/properties/42', body: {} },
      meta: { title: 'Casa', propertyId: '42', draftKey: 'property:42', draft: meta('42').draft },
    })
    expect(listingMetaOf(old)).toMatchObject({ kind: 'property', listingId: '42', title: 'Casa' })
  })
})
