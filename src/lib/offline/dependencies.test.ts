import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { discard, enqueue, getEntry, list, nextDueAt, retry } from './outbox'
import { replayOutbox, type ReplayOptions } from './replay'
import { freshIndexedDb } from './test-helpers'
import { claimNext, fail, reschedule } from './transitions'
import { getUploadRecord, uploadRef } from './upload-refs'
import { enqueuePhoto } from './upload-sender'

beforeEach(freshIndexedDb)

const jpeg = (size = 2000) => {
  const bytes = new Uint8Array(size).map((_, i) => i % 251)
  bytes.set([0xff, 0xd8, 0xff])
  return new Blob([bytes], { type: 'image/jpeg' })
}

/**
 * A tus server and the listing endpoint behind fetch. `offline` makes every request fail like a dropped
 * signal; `listings` keeps the bodies the listing endpoint accepted, `order` what reached the server.
 */
function fakeApi() {
  const uploads = new Map<string, { size: number; offset: number }>()
  const state = { offline: false, listings: [] as unknown[], order: [] as string[] }
  const res = (status: number, headers: Record<string, string> = {}, body: unknown = null) =>
    new Response(body === null ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    })
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    if (state.offline) throw new TypeError('Failed to fetch')
    const url = String(input)
    const headers = (init.headers ?? {}) as Record<string, string>
    state.order.push(`${init.method} ${url}`)
    if (init.method === 'POST' && url === '/v1/uploads') {
      const id = `${uploads.size + 1}`.padStart(32, '0')
      uploads.set(id, { size: Number(headers['upload-length']), offset: 0 })
      return res(201, { location: `/v1/uploads/${id}` })
    }
    if (init.method === 'POST' && url === '/v1/properties') {
      const body = JSON.parse(String(init.body)) as { photos: { upload_id: string }[] }
      // Like the real API: every upload must exist and be finished.
      const done = body.photos.every(
        (p) => uploads.get(p.upload_id)?.offset === uploads.get(p.upload_id)?.size,
      )
      if (!done) return res(422, {}, { errors: [{ status: '422', code: 'upload_incomplete', detail: 'x' }] })
      state.listings.push(body)
      return res(201, {}, { data: { id: String(state.listings.length) } })
    }
    const [, id, media] = /^\/v1\/uploads\/(\w+)(\/media)?$/.exec(url) ?? []
    const upload = uploads.get(id ?? '')
    if (!upload) return res(404)
    if (init.method === 'PATCH') {
      upload.offset += (init.body as ArrayBuffer).byteLength
      return res(204, { 'upload-offset': String(upload.offset) })
    }
    if (media) {
      const image = { id: id!, base: `/media/${id}`, width: 10, height: 10, alt: null }
      return res(200, {}, { data: { id: id!, type: 'media', attributes: image } })
    }
    return res(405)
  }
  return { fetch: fetch as typeof globalThis.fetch, state }
}

let skew = 0
const opts = (fetch: typeof globalThis.fetch): ReplayOptions => ({
  lock: null,
  fetch,
  now: () => Date.now() + skew,
  getToken: () => 'tok',
  random: () => 0.5,
})

const queueListing = (photoIds: string[]) =>
  enqueue({
    kind: 'listing',
    request: {
      method: 'POST',
      url: '/v1/properties',
      body: { name: 'Casa', photos: photoIds.map((id) => ({ upload_id: uploadRef(id) })) },
    },
    dependsOn: photoIds,
  })

describe('dependsOn', () => {
  it('a due listing is not claimed while one of its photos waits in backoff, nor counted as due', async () => {
    const photo = await enqueuePhoto(jpeg())
    const listing = await queueListing([photo.id])
    const now = Date.now()
    await claimNext(now, 60_000)
    await reschedule(photo.id, null, now, { minDelayMs: 60_000 })
    expect(await claimNext(now, 60_000)).toBeNull()
    expect(await nextDueAt()).toBe((await getEntry(photo.id))!.nextAttemptAt)
    await discard(photo.id)
    expect((await claimNext(now, 60_000))?.id).toBe(listing.id)
  })

  it('a failed photo holds its listing until it is retried or discarded', async () => {
    const photo = await enqueuePhoto(jpeg())
    await queueListing([photo.id])
    await claimNext(Date.now(), 60_000)
    await fail(photo.id, { status: 422, detail: 'Formato inválido' }, Date.now())
    expect(await claimNext(Date.now(), 60_000)).toBeNull()
    expect(await nextDueAt()).toBeNull()
    await retry(photo.id)
    expect((await claimNext(Date.now(), 60_000))?.id).toBe(photo.id)
  })
})

describe('a listing queued offline with its photos', () => {
  it('is sent after every photo finished, with their tus upload ids in place of the placeholders', async () => {
    const api = fakeApi()
    const photos = [await enqueuePhoto(jpeg(3000)), await enqueuePhoto(jpeg(5000))]
    await queueListing(photos.map((p) => p.id))

    api.state.offline = true
    expect(await replayOutbox(opts(api.fetch))).toMatchObject({ sent: 0, rescheduled: 1 })
    api.state.offline = false
    // The first photo is in backoff now; the second photo and the listing are due: only the photo may go.
    expect(await replayOutbox(opts(api.fetch))).toMatchObject({ sent: 1 })
    expect(api.state.listings).toEqual([])
    skew += 10 * 60_000
    expect(await replayOutbox(opts(api.fetch))).toMatchObject({ sent: 2 })

    const ids = await Promise.all(photos.map(async (p) => (await getUploadRecord(p.id))!.uploadId))
    // The second photo went first (the first was in backoff), so it got the first upload id.
    expect(ids).toEqual(['2'.padStart(32, '0'), '1'.padStart(32, '0')])
    expect(api.state.listings).toEqual([{ name: 'Casa', photos: ids.map((upload_id) => ({ upload_id })) }])
    expect(api.state.order.at(-1)).toBe('POST /v1/properties')
    expect(await list()).toEqual([])
    expect((await getUploadRecord(photos[0]!.id))?.image).toMatchObject({
      base: expect.stringMatching(/^\/media\//),
    })
  })
})
