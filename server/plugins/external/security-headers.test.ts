import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app'
import { upsertAdmin } from '../../modules/admin-auth'
import { bearer, nextIp, PASSWORD, signUpUser, uniqueEmail } from '../../modules/auth/test-helpers'

// The policy lets a third party's script run only when staff have named that tracker in the website settings, and
// what an account's own answers hold is never kept by a browser's or a shared cache.

let t: TestApp
let adminToken = ''

beforeAll(async () => {
  t = await buildTestApp()
  const email = uniqueEmail('staff')
  await upsertAdmin(t.database.db, { email, name: 'Equipe', password: PASSWORD })
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/admin/auth/sign_in',
    remoteAddress: nextIp(),
    payload: { admin: { email, password: PASSWORD } },
  })
  adminToken = res.json<{ data: { attributes: { token: string } } }>().data.attributes.token
})
afterAll(() => t?.close())

const policyOf = async (url = '/') => String((await t.app.inject({ url })).headers['content-security-policy'])
const directive = (csp: string, name: string) =>
  csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? ''

const setAnalytics = async (analytics: Record<string, string>) => {
  const current = (await t.app.inject({ url: '/v1/admin/settings', headers: bearer(adminToken) })).json<{
    data: { attributes: Record<string, unknown> }
  }>().data.attributes
  const res = await t.app.inject({
    method: 'PUT',
    url: '/v1/admin/settings',
    headers: bearer(adminToken),
    payload: { ...current, analytics: { tag_id: '', pixel_id: '', tag_manager_id: '', ...analytics } },
  })
  expect(res.statusCode, res.body).toBe(200)
}

describe('content security policy', () => {
  it('allows tracker hosts only while their ids are set in the website settings', async () => {
    const bare = await policyOf()
    for (const host of ['googletagmanager.com', 'facebook', 'google-analytics.com'])
      expect(bare).not.toContain(host)

    await setAnalytics({ tag_manager_id: 'GTM-ABC123' })
    const gtm = await policyOf('/api/settings')
    expect(directive(gtm, 'script-src')).toContain('https://www.googletagmanager.com')
    expect(directive(gtm, 'connect-src')).toContain('https://*.google-analytics.com')
    expect(gtm).not.toContain('facebook')

    await setAnalytics({ pixel_id: '1234567890' })
    const pixel = await policyOf()
    expect(directive(pixel, 'script-src')).toContain('https://connect.facebook.net')
    expect(directive(pixel, 'img-src')).toContain('https://www.facebook.com')
    expect(pixel).not.toContain('googletagmanager.com')

    // An id of the wrong shape loads nothing in the app, so it allows nothing.
    await setAnalytics({ tag_id: 'not-a-tag' })
    expect(await policyOf()).not.toContain('googletagmanager.com')
  })
})

describe('cache of account answers', () => {
  it('marks every /v1 answer no-store, signed in or refused', async () => {
    const user = await signUpUser(t.app)
    for (const [url, headers] of [
      ['/v1/users', bearer(user.token)],
      ['/v1/properties', bearer(user.token)],
      ['/v1/admin/settings', bearer(adminToken)],
      ['/v1/users', {}],
    ] as const) {
      const res = await t.app.inject({ url, headers })
      expect(res.headers['cache-control'], `${url} ${res.statusCode}`).toBe('no-store')
    }
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign_in',
      remoteAddress: nextIp(),
      payload: { user: { email: user.email, password: PASSWORD } },
    })
    expect(signIn.statusCode, signIn.body).toBe(200)
    expect(signIn.headers['cache-control']).toBe('no-store')
  })
})
