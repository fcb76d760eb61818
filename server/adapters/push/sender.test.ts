import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { webPushSender } from './sender'
import { startTestPushService, type TestPushService } from './test-receiver'
import { loadVapidKeys, vapidFileOf, VapidConfigError } from './vapid'

let service: TestPushService
let dataDir: string
beforeAll(async () => {
  service = await startTestPushService()
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mi-vapid-'))
})
afterAll(async () => {
  await service.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('VAPID keys', () => {
  it('are generated once into DATA_DIR/vapid.json (owner-only) and reused', () => {
    const first = loadVapidKeys({ env: {}, dataDir })
    expect(first.source).toBe('generated')
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65)
    expect(fs.statSync(vapidFileOf(dataDir)).mode & 0o777).toBe(0o600)
    const again = loadVapidKeys({ env: {}, dataDir })
    expect(again).toMatchObject({ source: 'file', publicKey: first.publicKey, privateKey: first.privateKey })
  })

  it('come from the environment when given, with the subject', () => {
    const generated = loadVapidKeys({ env: {}, dataDir })
    const env = {
      VAPID_PUBLIC_KEY: generated.publicKey,
      VAPID_PRIVATE_KEY: generated.privateKey,
      VAPID_SUBJECT: 'mailto:a@b.com',
    }
    expect(loadVapidKeys({ env, dataDir: '/nonexistent' })).toMatchObject({
      source: 'env',
      subject: 'mailto:a@b.com',
    })
    expect(loadVapidKeys({ env: {}, dataDir, publicUrl: 'https://mercadoirece.com.br' }).subject).toBe(
      'https://mercadoirece.com.br',
    )
    expect(() => loadVapidKeys({ env: { VAPID_PUBLIC_KEY: generated.publicKey }, dataDir })).toThrow(
      VapidConfigError,
    )
    expect(() => loadVapidKeys({ env: { ...env, VAPID_PRIVATE_KEY: 'abc' }, dataDir })).toThrow(
      VapidConfigError,
    )
    expect(() => loadVapidKeys({ env: { VAPID_SUBJECT: 'suporte@x.com' }, dataDir })).toThrow(
      VapidConfigError,
    )
  })
})

describe('webPushSender against a local push service', () => {
  it('sends a payload the browser can decrypt, signed with our VAPID key', async () => {
    const vapid = loadVapidKeys({ env: {}, dataDir })
    const sender = webPushSender(vapid)
    const subscription = service.subscribe()
    const payload = {
      title: 'Novo contato',
      body: 'Ana enviou uma mensagem sobre Casa',
      url: '/dashboard/messages/1',
    }
    const before = Math.floor(Date.now() / 1000)
    expect(await sender.send(subscription, payload, { urgency: 'high', ttlSeconds: 3600 })).toEqual({
      status: 201,
      ok: true,
      gone: false,
    })
    const [got] = service.received.slice(-1)
    expect(got!.payload).toEqual(payload)
    expect(got!.vapid.publicKey).toBe(vapid.publicKey)
    expect(got!.vapid.claims.aud).toBe(service.origin)
    expect(got!.vapid.claims.sub).toBe(vapid.subject)
    expect(got!.vapid.claims.exp).toBeGreaterThan(before)
    expect(got!.vapid.claims.exp).toBeLessThanOrEqual(before + 24 * 3600 + 5)
    expect(got!.headers).toMatchObject({ ttl: '3600', urgency: 'high', 'content-encoding': 'aes128gcm' })
  })

  it('reports gone subscriptions (410/404) and unreachable services', async () => {
    const sender = webPushSender(loadVapidKeys({ env: {}, dataDir }))
    const payload = { title: 'x' }
    expect(await sender.send(service.subscribe(410), payload)).toMatchObject({ status: 410, gone: true })
    expect(
      await sender.send({ ...service.subscribe(), endpoint: `${service.origin}/unknown` }, payload),
    ).toMatchObject({ status: 404, gone: true })
    expect(await sender.send({ ...service.subscribe(), endpoint: 'http://127.0.0.1:9/x' }, payload)).toEqual({
      status: 0,
      ok: false,
      gone: false,
    })
  })

  it('a payload encrypted for another browser does not decrypt', async () => {
    const sender = webPushSender(loadVapidKeys({ env: {}, dataDir }))
    const a = service.subscribe()
    const b = service.subscribe()
    const res = await sender.send({ endpoint: a.endpoint, keys: b.keys }, { title: 'x' })
    expect(res.status).toBe(400)
  })
})
