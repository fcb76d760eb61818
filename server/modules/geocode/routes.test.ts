import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cepMsg, type CepDocument } from '../../../src/domain/cep'
import { buildTestApp, type TestApp } from '../../test/app'
import { createProperty } from '../../test/fixtures'
import { signUpUser } from '../auth/test-helpers'

const lookup = (t: TestApp, cep: string) => t.app.inject({ method: 'GET', url: `/api/cep/${cep}` })
const detail = (res: { json: () => unknown }) =>
  (res.json() as { errors: { detail: string }[] }).errors[0]?.detail

describe('GET /api/cep/:cep, the region gazetteer (default)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
    const { userId } = await signUpUser(t.app, { profile: 'owner' })
    for (let i = 0; i < 2; i++)
      await createProperty(t.database.db, Number(userId), {
        zipCode: '44905-012',
        cityId: 2919157,
        neighborhood: 'Centro',
        street: 'Rua Rui Barbosa',
      })
  })
  afterAll(() => t.close())

  it('names the town by its CEP range, and the street and neighbourhood listings already use', async () => {
    const res = await lookup(t, '44905012')
    expect(res.statusCode).toBe(200)
    expect(res.json<CepDocument>().data.attributes).toEqual({
      zip_code: '44905-012',
      city_id: 2919157,
      city: 'Lapão',
      state: 'BA',
      neighborhood: 'Centro',
      street: 'Rua Rui Barbosa',
      lat: -11.3828,
      lng: -41.8319,
    })
    const general = (await lookup(t, '44900-000')).json<CepDocument>().data.attributes
    expect(general).toMatchObject({ city: 'Irecê', street: null, neighborhood: null })
  })

  it('refuses a CEP of another town and a malformed one', async () => {
    const salvador = await lookup(t, '40010-000')
    expect(salvador.statusCode).toBe(422)
    expect(detail(salvador)).toBe(cepMsg.outsideRegion)
    const bad = await lookup(t, '123')
    expect(bad.statusCode).toBe(404)
    expect(detail(bad)).toBe(cepMsg.notFound)
  })
})

describe('GET /api/cep/:cep, ViaCEP by configuration (VIACEP_URL)', () => {
  let t: TestApp
  let server: Server
  let down = false
  const answers: Record<string, object> = {
    '44900123': {
      cep: '44900-123',
      logradouro: 'Avenida Primeiro de Janeiro',
      bairro: 'Recanto das Árvores',
      localidade: 'Irecê',
      uf: 'BA',
      ibge: '2914604',
    },
    '01310100': {
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      bairro: 'Bela Vista',
      localidade: 'São Paulo',
      uf: 'SP',
      ibge: '3550308',
    },
  }

  beforeAll(async () => {
    server = createServer((req, res) => {
      const m = /^\/ws\/(\d{8})\/json\/$/.exec(req.url ?? '')
      if (down) return void res.writeHead(503).end()
      if (!m) return void res.writeHead(400).end('Bad request')
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
      res.end(JSON.stringify(answers[m[1]!] ?? { erro: 'true' }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    t = await buildTestApp({ VIACEP_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })
  })
  afterAll(async () => {
    await t.close()
    await new Promise((resolve) => server.close(resolve))
  })

  it("answers ViaCEP's street and neighbourhood for a CEP of the region", async () => {
    const res = await lookup(t, '44900-123')
    expect(res.statusCode).toBe(200)
    expect(res.json<CepDocument>().data.attributes).toMatchObject({
      zip_code: '44900-123',
      city_id: 2914604,
      city: 'Irecê',
      street: 'Avenida Primeiro de Janeiro',
      neighborhood: 'Recanto das Árvores',
    })
  })

  it('refuses a CEP outside the region, an unknown one, and says so when ViaCEP is down', async () => {
    expect(detail(await lookup(t, '01310-100'))).toBe(cepMsg.outsideRegion)
    const unknown = await lookup(t, '44900-999')
    expect(unknown.statusCode).toBe(404)
    down = true
    const failed = await lookup(t, '44900-123')
    expect(failed.statusCode).toBe(502)
    expect(detail(failed)).toBe(cepMsg.unavailable)
    down = false
  })
})
