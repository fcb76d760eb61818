import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { photoBytes } from '../modules/my-listings/test-helpers'
import { startServerProcess, type ServerProcess } from './server-process'
import { signUpOverHttp } from './sign-up-over-http'

// The server killed (SIGKILL: no shutdown at all) in the middle of a photo upload and started again on the same
// data: the upload finished before is still there, and the interrupted one resumes from the offset the server
// reports, as a tus client does after a dropped connection.
let dataDir: string
let server: ServerProcess | undefined
let token: string

const tus = (extra: Record<string, string> = {}) => ({
  'tus-resumable': '1.0.0',
  authorization: `Bearer ${token}`,
  ...extra,
})

async function create(size: number): Promise<string> {
  const res = await fetch(`${server!.url}/v1/uploads`, {
    method: 'POST',
    headers: tus({ 'upload-length': String(size) }),
  })
  expect(res.status).toBe(201)
  return res.headers.get('location')!.split('/').pop()!
}

const patch = (id: string, offset: number, bytes: Buffer) =>
  fetch(`${server!.url}/v1/uploads/${id}`, {
    method: 'PATCH',
    headers: tus({ 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }),
    body: new Uint8Array(bytes),
  })

const offsetOf = async (id: string) => {
  const res = await fetch(`${server!.url}/v1/uploads/${id}`, { method: 'HEAD', headers: tus() })
  expect(res.status).toBe(200)
  return Number(res.headers.get('upload-offset'))
}

const mediaOf = (id: string) =>
  fetch(`${server!.url}/v1/uploads/${id}/media`, { headers: { authorization: `Bearer ${token}` } })

/** Streams `bytes` from `offset` in slices and calls `midway` once about half of them went out. */
function streamPatch(id: string, offset: number, bytes: Buffer, midway: () => void): Promise<void> {
  return new Promise((resolve) => {
    const url = new URL(`${server!.url}/v1/uploads/${id}`)
    const req = http.request(url, {
      method: 'PATCH',
      headers: tus({
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(bytes.length),
      }),
    })
    req.on('error', () => resolve()) // the server died: expected
    req.on('response', () => resolve())
    const slice = 64 * 1024
    let sent = 0
    const next = () => {
      if (sent >= bytes.length / 2) return midway()
      req.write(bytes.subarray(sent, sent + slice))
      sent += slice
      setTimeout(next, 20)
    }
    next()
  })
}

describe('an upload across a server crash', () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mi-crash-'))
    server = await startServerProcess({ dataDir })
    token = await signUpOverHttp(server, 'maria.crash@example.com')
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('keeps the finished upload and resumes the interrupted one from the server’s offset', async () => {
    const done = await photoBytes(200)
    const doneId = await create(done.length)
    expect((await patch(doneId, 0, done)).status).toBe(204)
    const doneMedia = await (await mediaOf(doneId)).json()

    const photo = await photoBytes(900)
    const id = await create(photo.length)
    const half = Math.floor(photo.length / 2)
    expect((await patch(id, 0, photo.subarray(0, half))).status).toBe(204)
    // The rest goes out slowly; the server is killed while it arrives.
    await streamPatch(id, half, photo.subarray(half), () => void server!.kill())
    await server!.kill()

    server = await startServerProcess({ dataDir, port: Number(new URL(server!.url).port) })
    const offset = await offsetOf(id)
    expect(offset).toBeGreaterThanOrEqual(half)
    expect(offset).toBeLessThan(photo.length)
    const finish = await patch(id, offset, photo.subarray(offset))
    expect(finish.status).toBe(204)
    expect(finish.headers.get('media-id')).toBeTruthy()
    const media = await mediaOf(id)
    expect(media.status).toBe(200)
    const body = (await media.json()) as { meta: { upload: { size: number } } }
    expect(body.meta.upload.size).toBe(photo.length)

    // The one finished before the crash is served as it was.
    const again = await mediaOf(doneId)
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual(doneMedia)
  }, 120_000)
})
