// The fault figures of `npm run bench:soak`: the server killed in the middle of an upload, and PostgreSQL's
// connections killed (then refused for a while) under load.
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { startServerProcess, type ServerProcess } from '../server/test/server-process'
import { signUpOverHttp } from '../server/test/sign-up-over-http'
import { recordingLoad, sleep, statusCounts } from './bench-soak-traffic'

/** Random pixels as JPEG: a photo that does not compress away. */
const photoBytes = (side: number) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer()

const tusHeaders = (token: string, extra: Record<string, string> = {}) => ({
  'tus-resumable': '1.0.0',
  authorization: `Bearer ${token}`,
  ...extra,
})

/** Kills the server (SIGKILL) while the second half of a photo streams in, restarts it, resumes the upload. */
export async function uploadCrash(): Promise<string[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mi-soak-crash-'))
  let server: ServerProcess = await startServerProcess({ dataDir })
  try {
    const token = await signUpOverHttp(server, 'crash@example.com')
    const photo = await photoBytes(1200)
    const created = await fetch(`${server.url}/v1/uploads`, {
      method: 'POST',
      headers: tusHeaders(token, { 'upload-length': String(photo.length) }),
    })
    const id = created.headers.get('location')!.split('/').pop()!
    const patch = (offset: number, bytes: Buffer) =>
      fetch(`${server.url}/v1/uploads/${id}`, {
        method: 'PATCH',
        headers: tusHeaders(token, {
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        }),
        body: new Uint8Array(bytes),
      })
    // The bytes go out in 64 KB slices, 20 ms apart; the server is killed once 60 % went out.
    let sent = 0
    await new Promise<void>((resolve) => {
      const req = http.request(`${server.url}/v1/uploads/${id}`, {
        method: 'PATCH',
        headers: tusHeaders(token, {
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(photo.length),
        }),
      })
      req.on('error', () => resolve())
      req.on('response', () => resolve())
      const next = () => {
        if (sent >= photo.length * 0.6) return void server.kill()
        req.write(photo.subarray(sent, sent + 65_536))
        sent += 65_536
        setTimeout(next, 20)
      }
      next()
    })
    await server.kill()
    const restarted = performance.now()
    server = await startServerProcess({ dataDir, port: Number(new URL(server.url).port) })
    const restartMs = performance.now() - restarted
    const head = await fetch(`${server.url}/v1/uploads/${id}`, { method: 'HEAD', headers: tusHeaders(token) })
    const offset = Number(head.headers.get('upload-offset'))
    const finish = await patch(offset, photo.subarray(offset))
    const media = await fetch(`${server.url}/v1/uploads/${id}/media`, { headers: tusHeaders(token) })
    const pct = (n: number) => `${((100 * n) / photo.length).toFixed(0)} %`
    return [
      `upload of ${(photo.length / 1024).toFixed(0)} KB, server SIGKILLed after ${pct(sent)} was sent`,
      `restart to healthy ${(restartMs / 1000).toFixed(1)} s; HEAD offset ${offset} (${pct(offset)}: what reached the disk)`,
      `resumed PATCH from there: ${finish.status}, media ${media.status === 200 ? 'ready' : `missing (${media.status})`}`,
    ]
  } finally {
    await server.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

/**
 * Under `connections` clients of `paths`: every connection of the database killed at 3 s, new ones refused
 * from 6 s to 10 s (a restart), then allowed again; prints the answers of each phase.
 */
export async function databaseOutage(
  base: string,
  adminUrl: string,
  dbName: string,
  paths: string[],
  connections = 20,
): Promise<string[]> {
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: adminUrl })
    await c.connect()
    await c.query(statement)
    await c.end()
  }
  const kill = () =>
    admin(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${dbName}' and pid <> pg_backend_pid()`,
    )
  let next = 0
  const load = recordingLoad(() => `${base}${paths[next++ % paths.length]}`, connections)
  const t0 = Date.now()
  await sleep(3_000)
  // Each phase starts when its fault is sent: answers the fault causes while it is being applied belong to it.
  const killedAt = Date.now()
  await kill()
  await sleep(3_000)
  const downAt = Date.now()
  await admin(`alter database ${dbName} allow_connections false`)
  await kill()
  await sleep(4_000)
  const upAt = Date.now()
  await admin(`alter database ${dbName} allow_connections true`)
  await sleep(5_000)
  await load.stop()
  const phase = (from: number, to: number) => load.answers.filter((a) => a.at >= from && a.at < to)
  const describe = (label: string, from: number, to: number) => {
    const answers = phase(from, to)
    const slowest = Math.max(0, ...answers.map((a) => a.ms))
    return `${label}: ${statusCounts(answers)}; slowest ${slowest.toFixed(0)} ms`
  }
  const firstOk = load.answers.find((a) => a.at >= upAt && a.status === 200)
  return [
    `${connections} clients of the public mix; the cache serves what it holds, the rest reaches PostgreSQL`,
    describe('before', t0, killedAt),
    describe('connections killed (3 s)', killedAt, downAt),
    describe('refusing connections (4 s)', downAt, upAt),
    describe('back (5 s)', upAt, Infinity),
    `first 200 after it came back: ${firstOk ? `${firstOk.at - upAt} ms` : 'none'} (no restart)`,
  ]
}
