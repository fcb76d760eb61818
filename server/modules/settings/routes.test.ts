import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { websiteSettingsSchema } from '../../../src/domain/settings'
import { buildTestApp, type TestApp } from '../../test/app'
import { setWebsiteSettings } from '../../test/fixtures'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://mercadoirece.example' })
})
afterAll(() => t?.close())

describe('GET /api/settings', () => {
  it('answers defaults when no row exists, cached briefly', async () => {
    const res = await t.app.inject({ url: '/api/settings' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toMatch(/^public, max-age=60/)
    const body = websiteSettingsSchema.parse(res.json())
    expect(body.data).toMatchObject({ id: '1', type: 'website_settings' })
    expect(body.data.attributes).toMatchObject({
      site_name: 'Mercado Irecê',
      seo: { robots: 'index, follow', site_url: 'https://mercadoirece.example' },
      social: { instagram: null, facebook: null },
      map_style_url: null,
    })
  })

  it('overlays the stored row on the defaults, ignoring values of the wrong type', async () => {
    await setWebsiteSettings(t.database.db, {
      contact_email: 'fale@irece.example',
      whatsapp: '74-99999-0000',
      contact_phone: 42,
      seo: { description: 'Classificados de Irecê' },
      social: { instagram: 'https://instagram.com/mercadoirece' },
      unknown: 'dropped',
    })
    const body = websiteSettingsSchema.parse((await t.app.inject({ url: '/api/settings' })).json())
    expect(body.data.attributes).toMatchObject({
      contact_email: 'fale@irece.example',
      whatsapp: '74-99999-0000',
      contact_phone: '',
      seo: { description: 'Classificados de Irecê', robots: 'index, follow' },
      social: { instagram: 'https://instagram.com/mercadoirece', facebook: null },
    })
    expect(body.data.attributes).not.toHaveProperty('unknown')
  })
})

describe('GET /api/settings with MAP_STYLE_URL', () => {
  it('hands the style URL to the maps and lets the browser fetch from the map hosts', async () => {
    const styled = await buildTestApp({
      MAP_STYLE_URL: 'https://tiles.example/style.json',
      MAP_ORIGINS: 'https://fonts.example/glyphs/, https://tiles.example',
    })
    try {
      await setWebsiteSettings(styled.database.db, { analytics: { tag_id: 'G-ABC1234' } })
      const res = await styled.app.inject({ url: '/api/settings' })
      const body = websiteSettingsSchema.parse(res.json())
      expect(body.data.attributes.map_style_url).toBe('https://tiles.example/style.json')
      const csp = String(res.headers['content-security-policy'])
      expect(csp).toMatch(/connect-src 'self' [^;]* https:\/\/tiles\.example https:\/\/fonts\.example;/)
      // With a tag id, GA4 sends its hits with sendBeacon to a regional host: a connection, once consented.
      expect(csp).toMatch(
        /connect-src [^;]*https:\/\/\*\.google-analytics\.com [^;]*https:\/\/\*\.analytics\.google\.com/,
      )
      expect(csp).toMatch(/img-src [^;]* https:\/\/tiles\.example https:\/\/fonts\.example;/)
    } finally {
      await styled.close()
    }
  })
})
