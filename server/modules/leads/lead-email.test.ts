import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProperty } from '../../test/fixtures'
import { buildTestApp, type TestApp } from '../../test/app'
import { startSmtp, type TestSmtp, withoutConfirmations } from '../../test/smtp'
import { signUpUser, type SignedUp } from '../auth/test-helpers'

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('a new lead e-mails the advertiser over SMTP, once', () => {
  let smtp: TestSmtp
  let t: TestApp
  let owner: SignedUp
  let propertyId: number
  beforeAll(async () => {
    smtp = await startSmtp()
    t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://mercado.example' })
    owner = await signUpUser(t.app)
    propertyId = (await createProperty(t.database.db, Number(owner.userId), { name: 'Casa Azul' })).id
  })
  afterAll(async () => {
    await t.close()
    await smtp.close()
  })

  it('sends one e-mail with the listing and a link to the lead, also when the outbox replays the request', async () => {
    const key = randomUUID()
    const payload = {
      property_id: propertyId,
      kind: 'message',
      name: 'Joana',
      email: 'joana@example.com',
      message: 'Posso visitar no sábado?',
      consent: true,
    }
    const sends = []
    for (let i = 0; i < 3; i++)
      sends.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/leads',
          payload,
          headers: { 'idempotency-key': key },
        }),
      )
    expect(sends.map((r) => r.statusCode)).toEqual([201, 201, 201])
    const id = sends[0]!.json<{ data: { id: string } }>().data.id
    for (let i = 0; i < 200 && withoutConfirmations(smtp.inbox).length === 0; i++) await settle(50)
    await settle(500) // time for a second e-mail, were one wrongly sent
    const mine = withoutConfirmations(smtp.inbox).filter((m) => m.to.includes(owner.email))
    expect(mine).toHaveLength(1)
    const raw = mine[0]!.raw.replace(/=\r?\n/g, '')
    expect(raw).toContain('Joana')
    expect(raw).toContain('Casa Azul')
    expect(raw).toContain(`https://mercado.example/dashboard/messages/${id}`)
  })
})

describe('closing the server right after a lead', () => {
  it('waits for the e-mail under way instead of dropping it', async () => {
    const smtp = await startSmtp()
    const t = await buildTestApp({ SMTP_URL: smtp.url })
    try {
      const owner = await signUpUser(t.app)
      const property = await createProperty(t.database.db, Number(owner.userId))
      const lead = await t.app.inject({
        method: 'POST',
        url: '/api/leads',
        payload: {
          property_id: property.id,
          kind: 'message',
          name: 'Rui',
          email: 'rui@example.com',
          message: 'Ainda está à venda?',
          consent: true,
        },
      })
      expect(lead.statusCode).toBe(201)
      await t.close()
      expect(withoutConfirmations(smtp.inbox).filter((m) => m.to.includes(owner.email))).toHaveLength(1)
    } finally {
      await smtp.close()
    }
  })
})
