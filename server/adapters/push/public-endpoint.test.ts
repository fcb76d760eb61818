import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pushSubscriptions } from '../../db/schema'
import { bearer, signUpUser } from '../../modules/auth/test-helpers'
import { buildTestApp, type TestApp } from '../../test/app'
import { isPublicAddress, isPublicHttpsEndpoint } from './public-endpoint'
import { startTestPushService, type TestPushService } from './test-receiver'

describe('public push endpoints', () => {
  it('refuses loopback, private and link-local addresses, v4 and v6, mapped ones included', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::a00:1',
      'ff02::1',
    ])
      expect(isPublicAddress(a), a).toBe(false)
    for (const a of ['8.8.8.8', '142.250.1.1', '2001:4860:4860::8888', '::ffff:8.8.8.8'])
      expect(isPublicAddress(a), a).toBe(true)
  })

  it('refuses private addresses inside 6to4, Teredo and NAT64 (well-known and local-use) addresses', () => {
    for (const a of [
      '2002:7f00:1::', // 6to4, 127.0.0.1
      '2002:c0a8:101::1', // 6to4, 192.168.1.1
      '2002:a9fe:a9fe::', // 6to4, 169.254.169.254
      '2001:0:4136:e378:8000:63bf:80ff:fffe', // Teredo, client 127.0.0.1 (stored inverted)
      '2001:0:a00:1::1', // Teredo, server 10.0.0.1
      '64:ff9b::7f00:1', // NAT64, 127.0.0.1
      '64:ff9b::169.254.169.254',
      '64:ff9b:1::7f00:1', // local-use NAT64
      '64:ff9b:1:7f00:1::',
    ])
      expect(isPublicAddress(a), a).toBe(false)
    for (const a of ['2002:808:808::1', '2001:0:4136:e378:8000:63bf:f7f7:f7f7', '64:ff9b::808:808'])
      expect(isPublicAddress(a), a).toBe(true)
  })

  it('needs https and every resolved address public', async () => {
    const resolve = (map: Record<string, string[]>) => async (h: string) => map[h] ?? []
    const dns = resolve({ 'push.example': ['142.250.1.1'], 'evil.example': ['142.250.1.1', '127.0.0.1'] })
    expect(await isPublicHttpsEndpoint('https://push.example/x', dns)).toBe(true)
    expect(await isPublicHttpsEndpoint('http://push.example/x', dns)).toBe(false)
    expect(await isPublicHttpsEndpoint('https://evil.example/x', dns)).toBe(false)
    expect(await isPublicHttpsEndpoint('https://unknown.example/x', dns)).toBe(false)
    expect(await isPublicHttpsEndpoint('https://[::ffff:127.0.0.1]:8443/x', dns)).toBe(false)
    expect(await isPublicHttpsEndpoint('https://127.0.0.1:8443/x', dns)).toBe(false)
    expect(await isPublicHttpsEndpoint('https://localhost/x')).toBe(false)
  })
})

describe('the app and private push endpoints', () => {
  let t: TestApp
  let service: TestPushService
  beforeAll(async () => {
    service = await startTestPushService()
    t = await buildTestApp() // no test exception: production's rules
  })
  afterAll(async () => {
    await t.close()
    await service.close()
  })

  it('refuses to subscribe a loopback or private endpoint', async () => {
    const { token } = await signUpUser(t.app)
    const sub = service.subscribe()
    for (const endpoint of [
      sub.endpoint,
      sub.endpoint.replace('http:', 'https:'),
      'https://[::1]:9/p',
      'https://169.254.169.254/latest',
      'https://localhost:9/p',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/push/subscriptions',
        headers: bearer(token),
        payload: { ...sub, endpoint },
      })
      expect(res.statusCode, endpoint).toBe(422)
      expect(res.json().errors[0].detail).toBe('Inscrição de notificações inválida.')
    }
  })

  it('never sends to a stored endpoint that now resolves to a private address', async () => {
    const { userId } = await signUpUser(t.app)
    const sub = service.subscribe()
    await t.database.db.insert(pushSubscriptions).values({
      userId: Number(userId),
      endpoint: sub.endpoint,
      p256dh: sub.keys.p256dh,
      auth: sub.keys.auth,
    })
    const result = await t.app.push.send(sub, { title: 'Novo contato' })
    expect(result.ok).toBe(false)
    expect(service.received).toHaveLength(0)
  })
})
