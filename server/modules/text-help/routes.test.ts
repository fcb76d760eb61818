import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorMsg } from '../../../src/domain/messages'
import { TEXT_HELP_LIMIT, type TextSuggestionDocument } from '../../../src/domain/text-help'
import { buildTestApp, type TestApp } from '../../test/app'
import { bearer, signUpUser } from '../auth/test-helpers'

const house = {
  kind: 'property',
  category: 'house',
  listing_type: 'sale',
  bedroom: '3',
  suite: 1,
  bathroom: 2,
  parking_space: 2,
  square_meters: '300',
  built_area_meters: 180,
  year_built: 2015,
  allows_pets: true,
  features: ['barbecue_grill', 'electric_gate'],
  city_id: 2914604,
  neighborhood: 'Centro',
  price: 350000,
}
const car = {
  kind: 'vehicle',
  vehicle_type: 'cars',
  brand: 'Toyota',
  model: 'Corolla',
  version: 'XEi 2.0',
  year: 2022,
  color: 'Prata',
  fuel_type: 'flex',
  condition: 'semi_new',
  mileage: '35000',
  transmission: 'automatic',
  steering_wheel: 'electric',
  bodywork: 'sedan',
  doors: 4,
  one_owner: true,
  accepts_exchange: true,
  optional_items: ['Ar-condicionado', 'Airbag'],
  city_id: 2914604,
}

const generate = (t: TestApp, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/v1/text/description', headers: bearer(token), payload })
const suggestion = (res: { json: () => unknown }) => (res.json() as TextSuggestionDocument).data.attributes

describe('POST /v1/text/description, local writer (default)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('writes a natural pt-BR description of a property from its attributes, the same every time', async () => {
    const { token } = await signUpUser(t.app, { profile: 'owner' })
    const res = await generate(t, token, house)
    expect(res.statusCode).toBe(200)
    expect(suggestion(res)).toEqual({
      title: 'Casa com 3 quartos no Centro, Irecê',
      description:
        'Casa à venda no bairro Centro, em Irecê. Ela tem 3 quartos (1 suíte), 2 banheiros e 2 vagas de garagem. ' +
        'São 300 m² de área total e 180 m² de área construída. Construção de 2015. ' +
        'Conta com churrasqueira e portão eletrônico. Aceita animais de estimação. Valor: R$ 350.000,00. ' +
        'Entre em contato e agende sua visita.',
    })
    expect(suggestion(await generate(t, token, house))).toEqual(suggestion(res))
  })

  it('writes a vehicle description and a suggested title', async () => {
    const { token } = await signUpUser(t.app, { profile: 'owner' })
    const res = await generate(t, token, car)
    expect(res.statusCode).toBe(200)
    expect(suggestion(res)).toEqual({
      title: 'Toyota Corolla XEi 2.0 2022',
      description:
        'À venda: Toyota Corolla XEi 2.0 2022, seminovo, na cor prata. Está com 35.000 km rodados. ' +
        'O carro tem motor flex, câmbio automático, direção elétrica, 4 portas e carroceria sedã. ' +
        'Itens: ar-condicionado e airbag. Único dono. Aceita troca. ' +
        'Disponível em Irecê; entre em contato e agende para ver.',
    })
  })

  it('works before sign-up, on a smaller allowance per address; a bad token is still refused', async () => {
    const anonymous = (ip: string) =>
      t.app.inject({ method: 'POST', url: '/v1/text/description', payload: house, remoteAddress: ip })
    const first = await anonymous('10.0.0.7')
    expect(first.statusCode).toBe(200)
    expect(suggestion(first).description.length).toBeGreaterThan(20)
    for (let i = 1; i < TEXT_HELP_LIMIT.anonymousMax; i++)
      expect((await anonymous('10.0.0.7')).statusCode).toBe(200)
    expect((await anonymous('10.0.0.7')).statusCode).toBe(429)
    // Another device on another address has its own allowance.
    expect((await anonymous('10.0.0.8')).statusCode).toBe(200)
    expect((await generate(t, 'not-a-token', house)).statusCode).toBe(401)
  })

  it('needs valid attributes, and limits each user', async () => {
    const { token } = await signUpUser(t.app, { profile: 'owner' })
    expect((await generate(t, token, { kind: 'property', category: 'castle' })).statusCode).toBe(422)
    // A refused body never reaches the handler and is not counted.
    for (let i = 0; i < 10; i++) expect((await generate(t, token, house)).statusCode).toBe(200)
    const limited = await generate(t, token, house)
    expect(limited.statusCode).toBe(429)
    // Another user has a count of their own.
    const other = await signUpUser(t.app, { profile: 'owner' })
    expect((await generate(t, other.token, house)).statusCode).toBe(200)
  })
})

describe('POST /v1/text/description, OpenAI-compatible endpoint (AI_BASE_URL)', () => {
  let t: TestApp
  let server: Server
  const seen: { auth?: string; body: { model: string; messages: { role: string; content: string }[] } }[] = []
  let reply: (req: IncomingMessage) => { status: number; content: string } = () => ({
    status: 200,
    content:
      '```json\n{"title": "Casa ampla no Centro", "description": "Casa espaçosa com quintal, três quartos e churrasqueira, perto de tudo."}\n```',
  })

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = ''
      req.on('data', (c: Buffer) => (raw += c.toString()))
      req.on('end', () => {
        if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
          res.writeHead(404).end()
          return
        }
        seen.push({ auth: req.headers.authorization, body: JSON.parse(raw) })
        const { status, content } = reply(req)
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(
          JSON.stringify(
            status === 200
              ? {
                  id: 'chatcmpl-1',
                  object: 'chat.completion',
                  model: 'teste',
                  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
                }
              : { error: { message: 'overloaded' } },
          ),
        )
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as AddressInfo).port
    t = await buildTestApp({
      AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      AI_API_KEY: 'sk-teste',
      AI_MODEL: 'modelo-teste',
    })
  })
  afterAll(async () => {
    await t.close()
    await new Promise((resolve) => server.close(resolve))
  })

  it('asks the chat-completions endpoint with the attributes and returns its title and description', async () => {
    const { token } = await signUpUser(t.app, { profile: 'owner' })
    const res = await generate(t, token, house)
    expect(res.statusCode).toBe(200)
    expect(suggestion(res)).toEqual({
      title: 'Casa ampla no Centro',
      description: 'Casa espaçosa com quintal, três quartos e churrasqueira, perto de tudo.',
    })
    const request = seen.at(-1)!
    expect(request.auth).toBe('Bearer sk-teste')
    expect(request.body.model).toBe('modelo-teste')
    expect(request.body.messages[0]!.role).toBe('system')
    expect(request.body.messages[1]!.content).toContain('"barbecue_grill"')
  })

  it('takes a plain-text answer as the description, with the local title', async () => {
    reply = () => ({
      status: 200,
      content: 'Toyota Corolla muito conservado, revisões em dia e pneus novos.',
    })
    const { token } = await signUpUser(t.app, { profile: 'owner' })
    const res = await generate(t, token, car)
    expect(suggestion(res)).toEqual({
      title: 'Toyota Corolla XEi 2.0 2022',
      description: 'Toyota Corolla muito conservado, revisões em dia e pneus novos.',
    })
  })

  it("answers the product's message (docs/product.md, The listing editor) when the endpoint fails", async () => {
    reply = () => ({ status: 503, content: '' })
    const { token } = await signUpUser(t.app, { profile: 'owner' })
    const res = await generate(t, token, house)
    expect(res.statusCode).toBe(502)
    expect(res.json<{ errors: { detail: string }[] }>().errors[0]!.detail).toBe(errorMsg.aiDescription)
    expect(errorMsg.aiDescription).toBe('Erro ao gerar descrição, tente novamente mais tarde.')
  })
})
