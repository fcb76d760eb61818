import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { getEntry } from '../../../lib/offline/outbox'
import { freshIndexedDb } from '../../../lib/offline/test-helpers'
import { queuePhoto } from './queue-photo'

beforeEach(freshIndexedDb)

describe('queuePhoto', () => {
  it('stores the bytes for a signed tus upload to /v1/uploads, labelled with the file name', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])
    const entry = await queuePhoto(new Blob([bytes], { type: 'image/webp' }), {
      name: 'fachada.webp',
      draftKey: 'property:new',
    })
    expect(await getEntry(entry.id)).toEqual(entry)
    expect(entry).toMatchObject({
      kind: 'photo',
      auth: true,
      status: 'pending',
      label: { title: 'fachada.webp' },
      meta: { name: 'fachada.webp', draft: 'property:new' },
    })
    expect(entry.request).toMatchObject({
      method: 'POST',
      url: '/v1/uploads',
      headers: {},
      body: { type: 'bytes', contentType: 'image/webp' },
    })
    const stored = entry.request.body as { value: ArrayBuffer }
    expect([...new Uint8Array(stored.value)]).toEqual([...bytes])
  })
})
