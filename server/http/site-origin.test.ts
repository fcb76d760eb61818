import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { signUpUser } from '../modules/auth/test-helpers'
import { buildTestApp, type TestApp } from '../test/app'
import { publicUrlWarning } from './site-origin'

const EVIL = { host: 'evil.example', 'x-forwarded-host': 'evil.example' }

async function resetLink(t: TestApp, email: string): Promise<string> {
  await t.app.inject({
    method: 'POST',
    url: '/v1/auth/password/forgot',
    headers: EVIL,
    payload: { user: { email } },
  })
  for (let i = 0; i < 50; i++) {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mail' })
    const data = res.json<{ data: { to: string; text: string }[] }>().data
    // The sign-up's confirmation went to the same address: the reset is the one with its link.
    const mail = data.find((m) => m.to === email && m.text.includes('/resetar-senha/'))
    if (mail) return mail.text
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error('no mail')
}

describe('links never follow the Host header', () => {
  describe('without PUBLIC_URL', () => {
    let t: TestApp
    beforeAll(async () => {
      t = await buildTestApp({ PORT: '4321' })
    })
    afterAll(() => t.close())

    it('sends the password reset link to the listening address', async () => {
      const user = await signUpUser(t.app)
      const text = await resetLink(t, user.email)
      expect(text).not.toContain('evil.example')
      expect(text).toMatch(/http:\/\/localhost:4321\/resetar-senha\//)
    })

    it('builds the sitemap, robots and canonical URLs from the listening address', async () => {
      for (const url of ['/sitemap.xml', '/robots.txt', '/']) {
        const res = await t.app.inject({ method: 'GET', url, headers: EVIL })
        expect(res.body, url).not.toContain('evil.example')
      }
      const robots = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: EVIL })
      expect(robots.body).toContain('Sitemap: http://localhost:4321/sitemap.xml')
    })

    it('warns at boot, naming PUBLIC_URL', () => {
      const config = loadConfig({ PORT: '4321', DATA_DIR: t.dataDir })
      expect(publicUrlWarning(config)).toMatch(/PUBLIC_URL.*http:\/\/localhost:4321/)
    })
  })

  describe('with PUBLIC_URL', () => {
    let t: TestApp
    beforeAll(async () => {
      t = await buildTestApp({ PUBLIC_URL: 'https://mercado.test/' })
    })
    afterAll(() => t.close())

    it('uses PUBLIC_URL everywhere and does not warn', async () => {
      const user = await signUpUser(t.app)
      expect(await resetLink(t, user.email)).toMatch(/https:\/\/mercado\.test\/resetar-senha\//)
      const page = await t.app.inject({ method: 'GET', url: '/', headers: EVIL })
      expect(page.body).not.toContain('evil.example')
      expect(publicUrlWarning(t.app.config)).toBeNull()
    })
  })
})
