import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAVED_SEARCH_LIMIT } from '../../../src/domain/saved-search'
import { savedSearches } from '../../db/schema'
import { buildTestApp, type TestApp } from '../../test/app'
import { bearer, signUpUser } from '../auth/test-helpers'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const post = (token: string | null, payload: object) =>
  t.app.inject({ method: 'POST', url: '/v1/saved-searches', headers: token ? bearer(token) : {}, payload })

describe('saved searches', () => {
  it('saves a search named automatically, lists it newest first, edits and deletes it', async () => {
    const { token } = await signUpUser(t.app)
    const first = await post(token, {
      kind: 'property',
      query: {
        category: 'house',
        listing_type: 'rent',
        city: 'irece',
        price_max: '1500',
        sort: 'recent',
        page: '2',
      },
    })
    expect(first.statusCode).toBe(201)
    const created = first.json().data
    expect(created).toMatchObject({
      type: 'saved_search',
      attributes: {
        kind: 'property',
        // Order and paging say nothing of what is wanted: dropped.
        query: { category: 'house', listing_type: 'rent', city: 'irece', price_max: '1500' },
        name: 'Casas para alugar em Irecê até R$ 1.500',
        push: true,
        email: 'daily',
        active: true,
        last_notified_at: null,
      },
    })
    const second = await post(token, {
      kind: 'vehicle',
      query: { vehicle_type: 'cars' },
      name: 'Meu carro',
      email: 'off',
    })
    expect(second.statusCode).toBe(201)

    const list = await t.app.inject({ method: 'GET', url: '/v1/saved-searches', headers: bearer(token) })
    expect(list.json().data.map((d: { attributes: { name: string } }) => d.attributes.name)).toEqual([
      'Meu carro',
      'Casas para alugar em Irecê até R$ 1.500',
    ])

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/v1/saved-searches/${created.id}`,
      headers: bearer(token),
      payload: { name: 'Casa perto da praça', email: 'instant', active: false },
    })
    expect(patched.statusCode).toBe(200)
    expect(patched.json().data.attributes).toMatchObject({
      name: 'Casa perto da praça',
      email: 'instant',
      active: false,
    })

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/v1/saved-searches/${created.id}`,
      headers: bearer(token),
    })
    expect(del.statusCode).toBe(204)
    const after = await t.app.inject({ method: 'GET', url: '/v1/saved-searches', headers: bearer(token) })
    expect(after.json().data).toHaveLength(1)
  })

  it("answers 404 for another user's search and 401 without a session", async () => {
    const owner = await signUpUser(t.app)
    const other = await signUpUser(t.app)
    const id = (await post(owner.token, { kind: 'property', query: {} })).json().data.id
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/v1/saved-searches/${id}`,
        headers: bearer(other.token),
        ...(method === 'PATCH' ? { payload: { name: 'Minha' } } : {}),
      })
      expect(res.statusCode).toBe(404)
      expect(res.json().errors[0].detail).toBe('Busca salva não encontrada.')
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/saved-searches', headers: bearer(other.token) })).json()
        .data,
    ).toEqual([])
    expect((await post(null, { kind: 'property', query: {} })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: '/v1/saved-searches' })).statusCode).toBe(401)
  })

  it('keeps one search when the same one is saved ten times at once, from taps or queued copies', async () => {
    const { token } = await signUpUser(t.app)
    const search = { kind: 'property', query: { city: 'irece', category: 'house', price_max: '1500' } }
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        // Half are one queued copy replayed (one key), half separate taps (a key each).
        t.app.inject({
          method: 'POST',
          url: '/v1/saved-searches',
          headers: { ...bearer(token), 'idempotency-key': i % 2 ? 'copia-da-fila' : `toque-numero-${i}` },
          payload: search,
        }),
      ),
    )
    // One answer says it was created (the queued copy's replays repeat their first answer): all name one search.
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 201)).toBe(true)
    expect(answers.filter((a) => a.statusCode === 201).length).toBeOneOf([1, 5])
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1)
    // The same filters in another order are the same search; another filter is another search.
    const reordered = await post(token, {
      kind: 'property',
      query: { price_max: '1500', category: 'house', city: 'irece' },
    })
    expect(reordered.statusCode).toBe(200)
    expect(reordered.json().data.id).toBe(answers[0]!.json().data.id)
    expect((await post(token, { kind: 'property', query: { city: 'lapao' } })).statusCode).toBe(201)
    const list = await t.app.inject({ method: 'GET', url: '/v1/saved-searches', headers: bearer(token) })
    expect(list.json().data).toHaveLength(2)
  })

  it('refuses unknown filters and a search beyond the limit, in pt-BR', async () => {
    const { token, userId } = await signUpUser(t.app)
    const unknown = await post(token, { kind: 'vehicle', query: { bedrooms: '2' } })
    expect(unknown.statusCode).toBe(422)
    expect(JSON.stringify(unknown.json())).toContain('Esta busca tem um filtro desconhecido.')
    await t.database.db.insert(savedSearches).values(
      Array.from({ length: SAVED_SEARCH_LIMIT }, (_, i) => ({
        userId: Number(userId),
        kind: 'property' as const,
        query: {},
        name: `Busca ${i}`,
      })),
    )
    const over = await post(token, { kind: 'property', query: { city: 'irece' } })
    expect(over.statusCode).toBe(422)
    expect(over.json().errors[0].detail).toBe(
      `Você já tem ${SAVED_SEARCH_LIMIT} buscas salvas. Exclua uma para salvar outra.`,
    )
  })
})
