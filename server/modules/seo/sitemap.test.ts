import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app'
import { createProperty, createUser } from '../../test/fixtures'
import { sitemap, sitemapPart } from './sitemap'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  const owner = await createUser(t.database.db)
  for (let i = 0; i < 5; i++) await createProperty(t.database.db, owner.id)
})
afterAll(() => t?.close())

describe('sitemap split', () => {
  it('becomes an index of parts past the URL limit, each part within it', async () => {
    const origin = 'https://x.test'
    const index = await sitemap(t.database.db, origin, 4)
    expect(index).toContain('<sitemapindex')
    const parts = [...index.matchAll(/<loc>https:\/\/x\.test\/sitemaps\/([^<]+)<\/loc>/g)].map((m) => m[1])
    // 9 pages, 5 properties, no vehicle, 1 advertiser: by 4.
    expect(parts).toEqual([
      'pages-1.xml',
      'pages-2.xml',
      'pages-3.xml',
      'properties-1.xml',
      'properties-2.xml',
      'advertisers-1.xml',
    ])
    const second = await sitemapPart(t.database.db, origin, 'properties-2.xml', 4)
    expect(second?.match(/<url>/g)).toHaveLength(1)
    expect(await sitemapPart(t.database.db, origin, 'properties-3.xml', 4)).toBeNull()
    expect(await sitemapPart(t.database.db, origin, '../etc.xml', 4)).toBeNull()
  })

  it('serves the parts over HTTP and 404 for anything else', async () => {
    expect((await t.app.inject({ url: '/sitemaps/pages-1.xml' })).statusCode).toBe(200)
    expect((await t.app.inject({ url: '/sitemaps/pages-9.xml' })).statusCode).toBe(404)
  })
})
