import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t?.close())

const publicReads = [
  '/api/settings',
  '/api/properties',
  '/api/properties/{id}',
  '/api/vehicles',
  '/api/vehicles/{id}',
  '/api/vehicles/settings',
  '/api/vehicles/brands',
  '/api/vehicles/brands/{id}/models',
  '/api/advertisers/{id}',
  '/api/advertisers/{id}/properties',
  '/api/advertisers/{id}/vehicles',
]

describe('OpenAPI docs', () => {
  it('lists every public read with its parameters and response codes', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.openapi).toMatch(/^3\./)
    for (const path of publicReads) expect(doc.paths[path]?.get, path).toBeDefined()
    const search = doc.paths['/api/properties'].get
    expect(search.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining([
        'page',
        'per_page',
        'q',
        'category',
        'listing_type',
        'city',
        'price_min',
        'sort',
      ]),
    )
    expect(search.responses['200'].content['application/json'].schema.properties).toHaveProperty('meta')
    expect(Object.keys(doc.paths['/api/properties/{id}'].get.responses)).toEqual(['200', '404'])
  })

  it('serves the UI with same-origin scripts only, under the app CSP', async () => {
    const res = await t.app.inject({ url: '/api/docs' })
    expect(res.statusCode).toBe(200)
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self'")
    const scripts = [...res.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts.length).toBeGreaterThan(0)
    for (const [, attrs, body] of scripts) {
      expect(attrs).toMatch(/src="\/api\/docs\/static\//)
      expect(body!.trim()).toBe('')
    }
    const init = await t.app.inject({ url: '/api/docs/static/swagger-initializer.js' })
    expect(init.statusCode).toBe(200)
    expect(init.body).toContain('"validatorUrl":null')
  })
})
