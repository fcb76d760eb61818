// Photos go out through the outbox like any write, but resumably: a small tus client over fetch (so it runs
// in the service worker too, where tus-js-client's XMLHttpRequest does not exist). Where the upload lives on
// the server and how far it got is kept in the 'uploads' store, so a reload, a closed tab or a dropped
// connection resumes from the last byte the server stored instead of starting again.
// Protocol: https://tus.io/protocols/resumable-upload (core + creation). Server: server/modules/uploads.
import type { Image } from '../../domain/media'
import { captureSchema, captureToMetadata } from '../../domain/on-site-photos'
import { uploadMsg } from '../../domain/upload'
import { openOfflineDb, type OutboxEntry, type UploadState } from './db'
import type { OutboxKind } from './kinds'
import { enqueue } from './outbox'
import { recordUpload } from './upload-refs'
import {
  readBody,
  requestSignal,
  retryAfterMs,
  type SendContext,
  type SendOutcome,
  type Sender,
} from './send'

export const PHOTO_KIND = 'photo' satisfies OutboxKind
export const UPLOADS_URL = '/v1/uploads'
/** Bytes per PATCH: progress steps for the UI, and at most this much in flight when the signal drops. */
export const CHUNK_BYTES = 128 * 1024
/** The upload metadata marking a private document (server/modules/uploads/documents.ts). */
export const DOCUMENT_PURPOSE = 'document'

/**
 * Queues a prepared photo (src/lib/media/prepare.ts); the outbox entry's response is the media resource.
 * `meta.name` is the file name: sent as the upload's filename and shown in the pending-sends panel.
 * `meta.purpose: 'document'` marks a private document (an identity card, a registry certificate): the server
 * keeps it out of the public media, and the entry's response is only `{ upload_id }` for the write that takes it.
 * `meta.capture` is a camera photo's position at the shutter (src/domain/on-site-photos.ts), sent as upload
 * metadata whenever the upload is created, however late: the server keeps it privately with the upload.
 */
export function enqueuePhoto(
  blob: Blob,
  meta: { name?: string } & Record<string, unknown> = {},
): Promise<OutboxEntry> {
  return enqueue({
    kind: PHOTO_KIND,
    request: { method: 'POST', url: UPLOADS_URL, body: blob },
    auth: true,
    meta,
    label: { title: meta.name ?? '' },
  })
}

const envelope = (status: number, detail: string, code: string): SendOutcome => ({
  status,
  body: { errors: [{ status: String(status), code, detail }] },
})

/** tus answers some errors as plain text: give the outbox a pt-BR message instead. */
async function outcomeOf(response: Response): Promise<SendOutcome> {
  const body = await readBody(response)
  const text = typeof body === 'string' ? body.trim() : ''
  let parsed: unknown = body
  if (text.startsWith('{')) {
    try {
      parsed = JSON.parse(text) as unknown
    } catch {
      parsed = body
    }
  }
  const hasErrors = typeof parsed === 'object' && parsed !== null && 'errors' in parsed
  if (hasErrors || response.ok)
    return { status: response.status, body: parsed, retryAfterMs: retryAfterMs(response) }
  if (response.status === 413) return envelope(413, uploadMsg.tooBig(), 'too_big')
  return {
    ...envelope(response.status, uploadMsg.failed, 'upload_failed'),
    retryAfterMs: retryAfterMs(response),
  }
}

const b64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)))

const uploadIdOf = (url: string) => url.split('/').pop() ?? url

async function saveState(state: UploadState): Promise<void> {
  const db = await openOfflineDb()
  await db.put('uploads', state)
}

export const tusSender: Sender = async (entry, ctx) => {
  const body = entry.request.body
  if (body.type !== 'bytes') return envelope(400, uploadMsg.invalidFile, 'invalid_file')
  const bytes = body.value
  const size = bytes.byteLength
  const isDocument = entry.meta.purpose === DOCUMENT_PURPOSE
  const base: Record<string, string> = { 'tus-resumable': '1.0.0' }
  if (ctx.token) base.authorization = `Bearer ${ctx.token}`
  const call = (url: string, init: RequestInit) =>
    ctx.fetch(url, {
      ...init,
      headers: { ...base, ...(init.headers as Record<string, string>) },
      signal: requestSignal(ctx),
    })

  const db = await openOfflineDb()
  let state: UploadState = (await db.get('uploads', entry.id)) ?? {
    id: entry.id,
    uploadUrl: null,
    offset: 0,
    size,
    updatedAt: Date.now(),
  }

  for (let restarts = 0; restarts < 3; restarts++) {
    if (!state.uploadUrl) {
      const name = typeof entry.meta.name === 'string' ? entry.meta.name : 'foto'
      const purpose = isDocument ? `,purpose ${b64(DOCUMENT_PURPOSE)}` : ''
      const capture = captureSchema.safeParse(entry.meta.capture)
      const position =
        capture.success && !isDocument
          ? Object.entries(captureToMetadata(capture.data))
              .map(([key, value]) => `,${key} ${b64(value)}`)
              .join('')
          : ''
      const created = await call(entry.request.url, {
        method: 'POST',
        headers: {
          'upload-length': String(size),
          'upload-metadata': `filename ${b64(name)},filetype ${b64(body.contentType)},outbox_id ${b64(entry.id)}${purpose}${position}`,
        },
      })
      const location = created.headers.get('location')
      if (created.status !== 201 || !location) return outcomeOf(created)
      state = { ...state, uploadUrl: location, offset: 0, updatedAt: Date.now() }
      await saveState(state)
      await recordUpload(entry.id, { uploadId: uploadIdOf(location) })
    } else {
      const probe = await call(state.uploadUrl, { method: 'HEAD' })
      if (probe.status === 404 || probe.status === 410) {
        // Expired or swept on the server (unfinished uploads live 24 h): start over.
        state = { ...state, uploadUrl: null, offset: 0 }
        await saveState(state)
        continue
      }
      if (!probe.ok) return outcomeOf(probe)
      state = { ...state, offset: Number(probe.headers.get('upload-offset') ?? 0) }
    }
    const done = await sendChunks(state, bytes, call, ctx)
    if (done === 'restart') {
      state = { ...state, uploadUrl: null, offset: 0 }
      await saveState(state)
      continue
    }
    if (done !== 'complete') return done
    const url = state.uploadUrl as string
    // A document has no public picture to fetch: the write that takes it names the upload.
    if (isDocument) return { status: 200, body: { upload_id: uploadIdOf(url) } }
    const outcome = await outcomeOf(await call(`${url}/media`, { method: 'GET' }))
    const image = (outcome.body as { data?: { attributes?: Image } } | null)?.data?.attributes
    if (outcome.status === 200 && image) await recordUpload(entry.id, { uploadId: uploadIdOf(url), image })
    return outcome
  }
  return envelope(500, uploadMsg.failed, 'upload_failed')
}

async function sendChunks(
  state: UploadState,
  bytes: ArrayBuffer,
  call: (url: string, init: RequestInit) => Promise<Response>,
  ctx: SendContext,
): Promise<'complete' | 'restart' | SendOutcome> {
  const url = state.uploadUrl as string
  let offset = state.offset
  ctx.onProgress(offset, bytes.byteLength)
  while (offset < bytes.byteLength) {
    const end = Math.min(offset + CHUNK_BYTES, bytes.byteLength)
    const res = await call(url, {
      method: 'PATCH',
      headers: { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body: bytes.slice(offset, end),
    })
    if (res.status === 404 || res.status === 410) return 'restart'
    if (res.status === 409) {
      // Our offset was stale (an earlier PATCH got further than we heard): ask where the server is.
      const probe = await call(url, { method: 'HEAD' })
      if (!probe.ok) return outcomeOf(probe)
      offset = Number(probe.headers.get('upload-offset') ?? offset)
      continue
    }
    if (!res.ok) return outcomeOf(res)
    offset = Number(res.headers.get('upload-offset') ?? end)
    await saveState({ ...state, offset, updatedAt: Date.now() })
    ctx.onProgress(offset, bytes.byteLength)
  }
  return 'complete'
}
