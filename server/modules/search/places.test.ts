import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { documentSchema } from '../../../src/domain/api'
import { placeSchema } from '../../../src/domain/search'
import { buildTestApp, type TestApp } from '../../test/app'
import { createProperty, createUser } from '../../test/fixtures'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
  const db = t.database.db
  const owner = await createUser(db)
  const suspended = await createUser(db, { status: 'suspended' })
  const at = (cityId: number, neighborhood: string, street: string, over = {}) =>
    createProperty(db, owner.id, { cityId, neighborhood, street, ...over })
  await at(2914604, 'Centro', 'Rua Rui Barbosa')
  await at(2914604, 'Centro', 'Rua Castro Alves')
  await at(2914604, 'São José', 'Rua Rui Barbosa')
  await at(2918357, 'Centro', 'Avenida João Durval')
  await at(2919157, 'Alto Alegre', 'Rua da Paz')
  // Not public: never a place, never counted.
  await at(2913101, 'Bairro Fantasma', 'Rua Oculta', { status: 'paused' })
  await createProperty(db, suspended.id, { cityId: 2913101, neighborhood: 'Outro Fantasma' })
  await t.app.places.refresh()
})
afterAll(() => t?.close())

const answer = documentSchema(z.array(placeSchema))
async function places(query: string) {
  const res = await t.app.inject({ url: `/api/search/places?${query}` })
  expect(res.statusCode, res.body).toBe(200)
  return { res, data: answer.parse(res.json()).data }
}

describe('GET /api/search/places', () => {
  it('suggests a town from a typo or a missing accent, with its slug and count', async () => {
    for (const q of ['irese', 'irece', 'Irecê', 'ire']) {
      const { data } = await places(`q=${encodeURIComponent(q)}`)
      expect(data[0], q).toEqual({
        id: 'town:2914604',
        type: 'place',
        attributes: {
          kind: 'town',
          name: 'Irecê',
          label: 'Irecê',
          city: 'Irecê',
          city_slug: 'irece',
          listings: 3,
        },
      })
    }
  })

  it('finds "joao dourado" (and "joao dorado") as João Dourado', async () => {
    for (const q of ['joao dourado', 'joao dorado', 'joão d']) {
      const { data } = await places(`q=${encodeURIComponent(q)}`)
      expect(data[0]?.attributes, q).toMatchObject({
        kind: 'town',
        label: 'João Dourado',
        city_slug: 'joao-dourado',
      })
    }
  })

  it('labels neighbourhoods and streets with their town, counts public listings only', async () => {
    const { data, res } = await places('q=centro')
    expect(res.headers['cache-control']).toMatch(/^public/)
    const centres = data.filter((p) => p.attributes.kind === 'neighborhood' && p.attributes.name === 'Centro')
    expect(centres.map((p) => [p.attributes.label, p.attributes.listings])).toEqual([
      ['Centro, Irecê', 2],
      ['Centro, João Dourado', 1],
    ])
    expect(centres[0]!.id).toBe('neighborhood:2914604:Centro')
    const street = (await places('q=rui%20barbosa')).data[0]!
    expect(street.attributes).toMatchObject({ kind: 'street', label: 'Rua Rui Barbosa, Irecê', listings: 2 })
    expect((await places('q=fantasma')).data).toEqual([])
  })

  it('filters by kind and limits the list', async () => {
    const { data } = await places('q=centro&kind=neighborhood&limit=1')
    expect(data).toHaveLength(1)
    expect(data[0]!.attributes.kind).toBe('neighborhood')
  })

  it('answers an empty list for a missing, blank or symbol-only q', async () => {
    for (const query of ['', 'q=', 'q=%20%20', 'q=%25%25', `q=${'x'.repeat(61)}`]) {
      expect((await places(query)).data, query).toEqual([])
    }
  })
})
