import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { leadWebhookDeliveries } from '../../db/schema'
import { createProperty } from '../../test/fixtures'
import { buildTestApp, type TestApp } from '../../test/app'
import { bearer, signUpUser } from '../auth/test-helpers'
import { webhookUrlAllowed, type AddressPolicy } from './address-policy'
import { deliverDue } from './deliver'
import { backoffSeconds } from './queue'
import { verifySignature } from './signature'
import { startTestReceiver, type TestReceiver } from './test-receiver'

// The lead webhook end to end through the app: an agency saves an address, a visitor's lead is queued with it, the
// worker posts it signed, retries with backoff, and the log shows each attempt. The receiver is a real HTTP server
// on 127.0.0.1, allowed here by the test switch (WEBHOOKS_ALLOW_LOOPBACK); the address rules are proven without it.

const agency = async (t: TestApp) => {
  const user = await signUpUser(t.app, { profile: 'business' })
  return { ...user, id: Number(user.userId), auth: bearer(user.token) }
}
type Agency = Awaited<ReturnType<typeof agency>>

const putUrl = (t: TestApp, a: Agency, url: string) =>
  t.app.inject({ method: 'PUT', url: '/v1/lead-webhook', headers: a.auth, payload: { url } })

const sendLead = async (t: TestApp, propertyId: number, name = 'Ana Souza') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/leads',
    payload: {
      property_id: propertyId,
      kind: 'message',
      name,
      email: 'ana@example.com',
      phone: '74-99999-1234',
      message: 'Ainda está disponível?',
      consent: true,
    },
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json<{ data: { id: string } }>().data.id
}

const deliveries = async (t: TestApp, a: Agency) => {
  const res = await t.app.inject({ url: '/v1/lead-webhook/deliveries', headers: a.auth })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{
    data: {
      id: string
      attributes: {
        status: string
        attempts: number
        next_attempt_at: string | null
        last_status_code: number | null
        last_response: string | null
        event_id: string
        attempt_log: { status_code: number | null; error: string | null }[]
      }
    }[]
  }>().data
}

/** The backoff's wait, skipped: the delivery is due now. */
const makeDue = (t: TestApp, id: string) =>
  t.database.db
    .update(leadWebhookDeliveries)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(leadWebhookDeliveries.id, Number(id)))

describe('lead webhooks, delivered to a local receiver', () => {
  let t: TestApp
  let receiver: TestReceiver
  beforeAll(async () => {
    t = await buildTestApp({ WEBHOOKS_ALLOW_LOOPBACK: 'true' })
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    await receiver?.close()
    receiver = await startTestReceiver()
  })

  it('posts a new lead signed with the secret the agency sees; the receiver verifies it', async () => {
    const a = await agency(t)
    const saved = await putUrl(t, a, receiver.url)
    expect(saved.statusCode, saved.body).toBe(200)
    const secret = saved.json<{ data: { attributes: { secret: string } } }>().data.attributes.secret
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/)
    receiver.secret = secret
    const listing = await createProperty(t.database.db, a.id, { name: 'Casa com quintal no Centro' })
    const leadId = await sendLead(t, listing.id)

    expect(await t.app.leadWebhooks.deliver()).toEqual({ delivered: 1, retried: 0, failed: 0 })
    expect(receiver.received).toHaveLength(1)
    const [got] = receiver.received
    expect(got!.verified).toBe(true)
    expect(got!.headers['mercado-irece-event']).toBe('lead.created')
    expect(got!.json).toMatchObject({
      id: `evt_lead_${leadId}`,
      type: 'lead.created',
      data: {
        lead: {
          id: leadId,
          kind: 'message',
          name: 'Ana Souza',
          email: 'ana@example.com',
          phone: '74-99999-1234',
          message: 'Ainda está disponível?',
        },
        listing: { kind: 'property', id: String(listing.id), title: 'Casa com quintal no Centro' },
      },
    })
    expect((got!.json.data.listing as { url: string }).url).toMatch(
      new RegExp(`/imovel/house/irece/${listing.id}$`),
    )
    // Another secret does not verify it: the signature is the secret's.
    expect(verifySignature(got!.headers['mercado-irece-signature'] as string, got!.body, 'whsec_outro')).toBe(
      false,
    )
    const [logged] = await deliveries(t, a)
    expect(logged!.attributes).toMatchObject({ status: 'delivered', attempts: 1, last_status_code: 200 })
  })

  it('a failure is retried after a growing wait, and the log shows failure then success', async () => {
    const a = await agency(t)
    receiver.secret = (await putUrl(t, a, receiver.url)).json<{
      data: { attributes: { secret: string } }
    }>().data.attributes.secret
    const listing = await createProperty(t.database.db, a.id)
    receiver.script = [503, 500]
    await sendLead(t, listing.id)

    expect(await t.app.leadWebhooks.deliver()).toEqual({ delivered: 0, retried: 1, failed: 0 })
    let [d] = await deliveries(t, a)
    expect(d!.attributes).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 503 })
    const wait1 = (Date.parse(d!.attributes.next_attempt_at!) - Date.now()) / 1000
    expect(wait1).toBeGreaterThan(backoffSeconds(1) - 5)
    expect(wait1).toBeLessThanOrEqual(backoffSeconds(1) + 1)
    // Not due yet: nothing is sent.
    expect(await t.app.leadWebhooks.deliver()).toEqual({ delivered: 0, retried: 0, failed: 0 })

    await makeDue(t, d!.id)
    await t.app.leadWebhooks.deliver()
    ;[d] = await deliveries(t, a)
    const wait2 = (Date.parse(d!.attributes.next_attempt_at!) - Date.now()) / 1000
    expect(wait2).toBeGreaterThan(backoffSeconds(2) - 5)
    expect(backoffSeconds(2)).toBe(2 * backoffSeconds(1))

    await makeDue(t, d!.id)
    expect(await t.app.leadWebhooks.deliver()).toEqual({ delivered: 1, retried: 0, failed: 0 })
    ;[d] = await deliveries(t, a)
    expect(d!.attributes).toMatchObject({
      status: 'delivered',
      attempts: 3,
      last_status_code: 200,
      next_attempt_at: null,
    })
    expect(d!.attributes.attempt_log.map((x) => x.status_code)).toEqual([200, 500, 503])
    expect(receiver.received.map((r) => r.answered)).toEqual([503, 500, 200])
    // The same event each time: the receiver dedupes on its id.
    expect(new Set(receiver.received.map((r) => r.json.id)).size).toBe(1)
  })

  it('gives up after 24 h ("falhou"); Reenviar sends the same event again and succeeds', async () => {
    const a = await agency(t)
    receiver.secret = (await putUrl(t, a, receiver.url)).json<{
      data: { attributes: { secret: string } }
    }>().data.attributes.secret
    const listing = await createProperty(t.database.db, a.id)
    receiver.script = [500]
    await sendLead(t, listing.id)
    // The event is a day old: the next wait would end past the window.
    await t.database.db
      .update(leadWebhookDeliveries)
      .set({ retryUntil: sql`now() + interval '10 seconds'` })
      .where(eq(leadWebhookDeliveries.userId, a.id))
    expect(await t.app.leadWebhooks.deliver()).toEqual({ delivered: 0, retried: 0, failed: 1 })
    let [d] = await deliveries(t, a)
    expect(d!.attributes).toMatchObject({ status: 'failed', next_attempt_at: null, last_status_code: 500 })
    expect(d!.attributes.last_response).toBe('falhou aqui')

    const resent = await t.app.inject({
      method: 'POST',
      url: `/v1/lead-webhook/deliveries/${d!.id}/resend`,
      headers: a.auth,
    })
    expect(resent.statusCode, resent.body).toBe(202)
    expect(await t.app.leadWebhooks.deliver()).toEqual({ delivered: 1, retried: 0, failed: 0 })
    ;[d] = await deliveries(t, a)
    expect(d!.attributes).toMatchObject({ status: 'delivered', attempts: 2 })
    expect(receiver.received.map((r) => [r.json.id, r.answered])).toEqual([
      [d!.attributes.event_id, 500],
      [d!.attributes.event_id, 200],
    ])
  })

  it('"Enviar teste" posts a webhook.test event; a rotated secret signs the next one', async () => {
    const a = await agency(t)
    const first = (await putUrl(t, a, receiver.url)).json<{ data: { attributes: { secret: string } } }>()
    const rotated = await t.app.inject({ method: 'POST', url: '/v1/lead-webhook/secret', headers: a.auth })
    expect(rotated.statusCode).toBe(200)
    const secret = rotated.json<{ data: { attributes: { secret: string } } }>().data.attributes.secret
    expect(secret).not.toBe(first.data.attributes.secret)
    receiver.secret = secret
    const test = await t.app.inject({ method: 'POST', url: '/v1/lead-webhook/test', headers: a.auth })
    expect(test.statusCode, test.body).toBe(202)
    await t.app.leadWebhooks.deliver()
    expect(receiver.received).toHaveLength(1)
    expect(receiver.received[0]!.verified).toBe(true)
    expect(receiver.received[0]!.json.type).toBe('webhook.test')
    // Saving another address keeps the secret.
    const again = await putUrl(t, a, `${receiver.url}?v=2`)
    expect(again.json<{ data: { attributes: { secret: string } } }>().data.attributes.secret).toBe(secret)
  })

  it('delivers each lead once when two workers claim at the same moment', async () => {
    const a = await agency(t)
    receiver.secret = (await putUrl(t, a, receiver.url)).json<{
      data: { attributes: { secret: string } }
    }>().data.attributes.secret
    const listing = await createProperty(t.database.db, a.id)
    const ids: string[] = []
    for (let i = 0; i < 12; i++) ids.push(await sendLead(t, listing.id, `Pessoa ${i}`))
    // Two workers on the one database, as two processes would be: both claim at the same moment.
    const rounds = await Promise.all([
      t.app.leadWebhooks.deliver(),
      deliverDue({ db: t.database.db, policy: t.app.leadWebhooks.policy }),
    ])
    expect(rounds[0].delivered + rounds[1].delivered).toBe(12)
    const got = receiver.received.map((r) => r.json.id).sort()
    expect(got).toEqual(ids.map((id) => `evt_lead_${id}`).sort())
    expect(await t.app.leadWebhooks.deliver()).toEqual({ delivered: 0, retried: 0, failed: 0 })
  })

  it("another agency can neither read nor resend an agency's deliveries; owners have no webhook", async () => {
    const a = await agency(t)
    const b = await agency(t)
    receiver.secret = (await putUrl(t, a, receiver.url)).json<{
      data: { attributes: { secret: string } }
    }>().data.attributes.secret
    await putUrl(t, b, receiver.url)
    const test = await t.app.inject({ method: 'POST', url: '/v1/lead-webhook/test', headers: a.auth })
    const id = test.json<{ data: { id: string } }>().data.id
    expect(await deliveries(t, b)).toEqual([])
    const bSettings = await t.app.inject({ url: '/v1/lead-webhook', headers: b.auth })
    expect(bSettings.json<{ data: { attributes: { secret: string } } }>().data.attributes.secret).not.toBe(
      receiver.secret,
    )
    const resend = await t.app.inject({
      method: 'POST',
      url: `/v1/lead-webhook/deliveries/${id}/resend`,
      headers: b.auth,
    })
    expect(resend.statusCode).toBe(404)
    expect(resend.json().errors[0].detail).toBe('Envio não encontrado.')
    const owner = await signUpUser(t.app, { profile: 'owner' })
    const refused = await t.app.inject({ url: '/v1/lead-webhook', headers: bearer(owner.token) })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().errors[0].detail).toBe('O webhook de contatos é exclusivo para imobiliárias.')
  })
})

describe('lead webhook addresses', () => {
  const policy = (over: Partial<AddressPolicy> = {}): AddressPolicy => ({
    httpsOnly: true,
    allowLoopback: false,
    resolve: async (host) =>
      ({
        'crm.example.com': ['93.184.216.34'],
        'inside.example.com': ['10.0.0.5'],
        localhost: ['127.0.0.1'],
      })[host] ?? [],
    ...over,
  })

  it('refuses loopback, private, link-local and cloud metadata addresses, and http in production', async () => {
    for (const url of [
      'https://127.0.0.1/hook',
      'https://localhost/hook',
      'https://10.1.2.3/hook',
      'https://192.168.0.10/hook',
      'https://172.16.5.5/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://[fd00::1]/hook',
      'https://inside.example.com/hook',
      'https://unknown.example.com/hook',
      'http://crm.example.com/hook',
      'https://user:pass@crm.example.com/hook',
      'ftp://crm.example.com/hook',
    ])
      expect(await webhookUrlAllowed(url, policy()), url).toBe(false)
    expect(await webhookUrlAllowed('https://crm.example.com/hook', policy())).toBe(true)
    // Outside production http reaches a public address; the loopback switch opens this machine only.
    expect(await webhookUrlAllowed('http://crm.example.com/hook', policy({ httpsOnly: false }))).toBe(true)
    const tests = policy({ allowLoopback: true })
    expect(await webhookUrlAllowed('http://127.0.0.1:9/hook', tests)).toBe(true)
    expect(await webhookUrlAllowed('http://10.1.2.3/hook', tests)).toBe(false)
    expect(await webhookUrlAllowed('https://169.254.169.254/latest', tests)).toBe(false)
  })

  describe('through the app, without the test switch', () => {
    let t: TestApp
    let receiver: TestReceiver
    // A name that pointed to the internet when saved and to this machine later (DNS rebinding).
    const dns = new Map<string, string[]>([['crm.example.com', ['93.184.216.34']]])
    beforeAll(async () => {
      receiver = await startTestReceiver()
      t = await buildTestApp({}, { webhookResolver: async (host) => dns.get(host) ?? [] })
    })
    afterAll(async () => {
      await t.close()
      await receiver.close()
    })

    it('refuses private addresses at save time with a pt-BR message', async () => {
      const a = await agency(t)
      for (const url of [receiver.url, 'https://169.254.169.254/latest/meta-data', 'https://[::1]/x']) {
        const res = await putUrl(t, a, url)
        expect(res.statusCode, url).toBe(422)
        expect(res.json().errors[0]).toMatchObject({
          detail:
            'Este endereço não pode receber webhooks: ele precisa estar na internet (não em uma rede interna) e usar https.',
          source: { pointer: '/url' },
        })
      }
      const bad = await putUrl(t, a, 'não é endereço')
      expect(bad.statusCode).toBe(422)
    })

    it('sends nothing when the saved name now resolves to this machine, and logs why', async () => {
      const a = await agency(t)
      const port = new URL(receiver.url).port
      const saved = await putUrl(t, a, `https://crm.example.com:${port}/webhooks/leads`)
      expect(saved.statusCode, saved.body).toBe(200)
      dns.set('crm.example.com', ['127.0.0.1'])
      const listing = await createProperty(t.database.db, a.id)
      await sendLead(t, listing.id)
      expect(await t.app.leadWebhooks.deliver()).toEqual({ delivered: 0, retried: 1, failed: 0 })
      expect(receiver.received).toHaveLength(0)
      const [d] = await deliveries(t, a)
      expect(d!.attributes.attempt_log[0]!.error).toBe('Endereço recusado: ele não está na internet.')
    })

    it('checks the address the connection itself resolves, not only the one checked before', async () => {
      const a = await agency(t)
      const port = new URL(receiver.url).port
      // Public when saved and when checked before sending; this machine when the socket looks it up.
      dns.set('flip.example.com', ['93.184.216.34'])
      expect((await putUrl(t, a, `https://flip.example.com:${port}/webhooks/leads`)).statusCode).toBe(200)
      const answers = [['93.184.216.34'], ['127.0.0.1']]
      t.app.leadWebhooks.policy.resolve = async (host) =>
        host === 'flip.example.com' ? (answers.shift() ?? []) : (dns.get(host) ?? [])
      await sendLead(t, (await createProperty(t.database.db, a.id)).id)
      await t.app.leadWebhooks.deliver()
      expect(answers).toEqual([])
      expect(receiver.received).toHaveLength(0)
      const [d] = await deliveries(t, a)
      expect(d!.attributes.attempt_log[0]!.error).toBe('Endereço recusado: ele não está na internet.')
    })
  })
})
