import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { loadConfig } from '../config'
import { testDatabase } from '../test/database'
import { IN_PROCESS_ADDRESS } from './in-process'

describe('request logging', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mi-logs-'))
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

  it("logs a visitor's request, not the reads the server sends itself while it renders a page", async () => {
    const lines: { msg?: string; req?: { url?: string }; res?: unknown }[] = []
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line))
        done()
      },
    })
    const database = await testDatabase()
    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'info' })
    const app = await buildApp({ config, database, logger: { level: 'info', stream } })
    try {
      await app.ready()
      await app.inject({ url: '/api/settings' })
      await app.inject({ url: '/api/settings?own=1', remoteAddress: IN_PROCESS_ADDRESS })
      const requests = lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')
      expect(requests.map((l) => l.msg)).toEqual(['incoming request', 'request completed'])
      expect(lines.some((l) => l.req?.url?.includes('own=1'))).toBe(false)
    } finally {
      await app.close()
      await database.close()
    }
  })
})
