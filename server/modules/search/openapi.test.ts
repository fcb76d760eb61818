import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t?.close())

describe('OpenAPI of the search endpoints (docs/search.md)', () => {
  it('documents every endpoint with its parameters; pages, sitemap and robots stay out', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json()
    const params = (path: string, method = 'get') =>
      (doc.paths[path]?.[method]?.parameters ?? []).map((p: { name: string }) => p.name)
    expect(params('/api/properties')).toEqual(
      expect.arrayContaining(['q', 'bbox', 'near', 'highlighted', 'sort']),
    )
    expect(params('/api/properties/map')).toEqual(expect.arrayContaining(['bbox', 'q', 'city', 'price_max']))
    expect(params('/api/properties/map')).not.toContain('page')
    expect(params('/api/search/places')).toEqual(expect.arrayContaining(['q', 'kind', 'limit']))
    expect(params('/api/properties/{id}/nearby')).toEqual(expect.arrayContaining(['id', 'limit']))
    expect(params('/api/properties/{id}/similar')).toEqual(expect.arrayContaining(['id', 'limit']))
    expect(params('/api/vehicles/{id}/similar')).toEqual(expect.arrayContaining(['id', 'limit']))
    expect(doc.paths['/api/properties/{id}/views'].post.requestBody).toBeDefined()
    for (const hidden of ['/sitemap.xml', '/robots.txt', '/imoveis', '/imovel/{category}/{city}/{id}'])
      expect(doc.paths[hidden], hidden).toBeUndefined()
  })
})
