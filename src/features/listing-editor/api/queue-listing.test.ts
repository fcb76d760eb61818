import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { getEntry } from '../../../lib/offline/outbox'
import { freshIndexedDb } from '../../../lib/offline/test-helpers'
import { emptyValues, type EditorDraft, type PhotoItem } from '../form/values'
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

function meta(propertyId: string | null, photos: PhotoItem[] = []): ListingMeta {
  const draft: EditorDraft = { v: 1, values: emptyValues(), photos, coverKey: null }
  return { title: 'Casa no Centro', propertyId, draftKey: 'property:new', draft }
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
})
