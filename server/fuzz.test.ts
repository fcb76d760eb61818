import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upsertAdmin } from './modules/admin-auth/service'
import { nextIp, PASSWORD, signUpUser, uniqueEmail } from './modules/auth/test-helpers'
import { listingBody } from './modules/my-listings/test-helpers'
import type { RouteEntry } from './plugins/app/route-table'
import { buildTestApp, type TestApp } from './test/app'
import { textValuesFor, valueFor } from './test/fuzz-values'

// Property-based tests of every request schema: whatever arrives in a body, a query or a path, the API answers
// 4xx or 2xx, never 5xx, and a refused request (4xx) leaves every table as it was.
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 12)

let t: TestApp
const tokens: Record<'user' | 'admin', string> = { user: '', admin: '' }
let rowCounts: () => Promise<string>

beforeAll(async () => {
  t = await buildTestApp({}, { allowPushEndpoint: (e) => e.startsWith('https://push.example.com/') })
  const user = await signUpUser(t.app, { profile: 'owner' })
  tokens.user = user.token
  const created = await t.app.inject({
    method: 'POST',
    url: '/v1/properties',
    headers: { authorization: `Bearer ${user.token}` },
    payload: listingBody(),
  })
  expect(created.statusCode).toBe(201)
  const admin = await upsertAdmin(t.database.db, {
    email: uniqueEmail('admin'),
    name: 'Equipe',
    password: PASSWORD,
  })
  tokens.admin = (await t.app.tokens.issue('admin', admin.id)).token
  const result = (await t.database.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as { rows: unknown[] }
  const tables = (result.rows as { name: string }[]).map((r) => r.name)
  const counted = tables
    .map((name) => `select '${name}' as t, count(*)::int as n from "${name}"`)
    .join(' union all ')
  rowCounts = async () => {
    const counts = (await t.database.db.execute(sql.raw(counted))) as { rows: unknown[] }
    return JSON.stringify(counts.rows)
  }
})
afterAll(() => t?.close())

const fuzzed = (r: RouteEntry) =>
  /^\/(api|v1)\//.test(r.url) &&
  r.method !== 'HEAD' &&
  Boolean(r.schema?.body || r.schema?.querystring || r.schema?.params)

// A lone surrogate cannot be put in a URL (encodeURIComponent throws): it is sent as U+FFFD, as a browser would.
const fill = (url: string, params: Record<string, string | undefined>) =>
  url.replace(/:(\w+)/g, (_m, name: string) =>
    encodeURIComponent((params[name] ?? '1').replace(/[\ud800-\udfff]/gu, '\ufffd')),
  )

describe('fuzzing every request schema', () => {
  it('covers the routes that have request schemas', () => {
    expect(t.app.routeTable.filter(fuzzed).length).toBeGreaterThan(30)
  })

  it('never answers 5xx, and stores nothing when it refuses', async () => {
    const failures: string[] = []
    for (const route of t.app.routeTable.filter(fuzzed)) {
      const schema = route.schema as { body?: z.ZodType; querystring?: z.ZodType; params?: z.ZodType }
      const token = route.url.startsWith('/v1/admin/') ? tokens.admin : tokens.user
      const input = fc.record({
        body: schema.body ? valueFor(schema.body) : fc.constant(undefined),
        query: textValuesFor(schema.querystring),
        params: textValuesFor(schema.params),
        signedIn: fc.boolean(),
      })
      await fc.assert(
        fc.asyncProperty(input, async ({ body, query, params, signedIn }) => {
          const before = await rowCounts()
          const search = new URLSearchParams(
            Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined),
          )
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: `${fill(route.url, params)}${search.size ? `?${search}` : ''}`,
            remoteAddress: nextIp(),
            headers: signedIn ? { authorization: `Bearer ${token}` } : {},
            ...(body !== undefined
              ? {
                  payload: JSON.stringify(body),
                  headers: {
                    'content-type': 'application/json',
                    ...(signedIn ? { authorization: `Bearer ${token}` } : {}),
                  },
                }
              : {}),
          })
          const where = `${route.method} ${route.url}`
          if (res.statusCode >= 500) failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`)
          if (res.statusCode >= 400 && res.statusCode < 500) {
            const after = await rowCounts()
            if (after !== before) failures.push(`${where}: ${res.statusCode} but rows changed`)
            const answer = res.json<{ errors?: { detail?: string }[] }>()
            if (!answer.errors?.[0]?.detail)
              failures.push(`${where}: ${res.statusCode} outside the error envelope`)
          }
          return true
        }),
        { numRuns: RUNS_PER_ROUTE, seed: Number(process.env.FUZZ_SEED ?? 20261124) },
      )
    }
    expect(failures).toEqual([])
  })
})
