import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProperty, createUser } from '../../test/fixtures'
import { buildTestApp, type TestApp } from '../../test/app'

let t: TestApp
let propertyId: number
beforeAll(async () => {
  t = await buildTestApp()
  const user = await createUser(t.database.db, { phones: [{ number: '74-99111-2222', whatsapp: true }] })
  propertyId = (await createProperty(t.database.db, user.id)).id
})
afterAll(() => t.close())

const send = (kind: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/leads',
    remoteAddress,
    payload: {
      property_id: propertyId,
      kind,
      name: 'Visitante',
      email: kind === 'message' ? 'v@example.com' : '',
      message: kind === 'message' ? 'Olá, ainda está disponível?' : '',
      consent: true,
    },
  })

describe('phone reveal', () => {
  it("records the reveal and answers with the advertiser's phones; a message does not", async () => {
    const reveal = await send('phone', '10.9.0.1')
    expect(reveal.statusCode).toBe(201)
    expect(reveal.json().meta.phones).toEqual([{ number: '74-99111-2222', whatsapp: true }])
    const message = await send('message', '10.9.0.1')
    expect(message.statusCode).toBe(201)
    expect(message.json().meta).toBeUndefined()
  })

  it('limits reveals per address to 30 a minute, without limiting that address’s messages', async () => {
    const ip = '10.9.0.2'
    const reveals = []
    for (let i = 0; i < 31; i++) reveals.push((await send(i % 2 ? 'whatsapp' : 'phone', ip)).statusCode)
    expect(reveals.slice(0, 30).every((s) => s === 201)).toBe(true)
    expect(reveals[30]).toBe(429)
    expect((await send('message', ip)).statusCode).toBe(201)
    expect((await send('phone', '10.9.0.3')).statusCode).toBe(201)
  })
})
