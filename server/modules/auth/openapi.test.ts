import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())

describe('OpenAPI', () => {
  it('documents every account endpoint with its body and answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    const paths = res.json().paths as Record<
      string,
      Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>
    >
    const expected: [string, string, string][] = [
      ['/v1/auth/sign_up', 'post', '202'],
      ['/v1/auth/email/confirm', 'post', '200'],
      ['/v1/auth/sign_in', 'post', '200'],
      ['/v1/auth/sign_out', 'delete', '204'],
      ['/v1/auth/password/forgot', 'post', '202'],
      ['/v1/auth/password/reset', 'post', '202'],
      ['/v1/users', 'get', '200'],
      ['/v1/users/profile_type', 'put', '200'],
      ['/sign_up', 'put', '202'],
      ['/password', 'put', '202'],
      ['/v1/agency', 'get', '200'],
      ['/v1/agency', 'put', '200'],
      ['/api/auth/providers', 'get', '200'],
      ['/v1/admin/auth/sign_in', 'post', '200'],
      ['/v1/admin/auth/sign_out', 'delete', '204'],
      ['/v1/admin/me', 'get', '200'],
    ]
    for (const [path, method, status] of expected) {
      const op = paths[path]?.[method]
      expect(op, `${method} ${path}`).toBeDefined()
      expect(op?.responses[status], `${method} ${path} ${status}`).toBeDefined()
      if (method === 'post' || method === 'put')
        expect(op?.requestBody, `${method} ${path} body`).toBeDefined()
    }
  })
})
