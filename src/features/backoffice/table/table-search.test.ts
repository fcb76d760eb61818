import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { auditQuerySchema } from '../../../domain/backoffice-audit'
import { brandListQuerySchema } from '../../../domain/backoffice-catalogue'
import { adminListingListQuerySchema, reportListQuerySchema } from '../../../domain/backoffice-moderation'
import { adminSubscriptionListQuerySchema } from '../../../domain/backoffice-plans'
import { adminUserListQuerySchema } from '../../../domain/backoffice-users'
import { businessLeadListQuerySchema } from '../../../domain/business-lead'
import { defaultsOf, parseSearch, type Shape } from '../../../lib/search-params/search-params'
import {
  auditSearch,
  brandsSearch,
  businessLeadsSearch,
  listingQueues,
  listingsSearch,
  reportsSearch,
  subscriptionsSearch,
  usersSearch,
} from './table-search'

// What a table keeps in the URL is what its endpoint accepts: each shape parses like the endpoint's query schema.
const values: unknown[] = [
  undefined,
  '',
  '  fiat  ',
  'x'.repeat(41),
  'y'.repeat(121),
  'asc',
  'desc',
  'owner',
  'business',
  'active',
  'suspended',
  'trial',
  'open',
  'closed',
  'spam',
  'advertisement_spam',
  'cars',
  'trucks',
  0,
  1,
  2,
  '1',
  '0',
  -3,
  1.5,
  10_001,
  'abc',
  true,
  {},
]

const tables: [string, Shape, z.ZodType][] = [
  ['users', usersSearch, adminUserListQuerySchema],
  ['listings', listingsSearch, adminListingListQuerySchema],
  ['reports', reportsSearch, reportListQuerySchema],
  ['brands', brandsSearch, brandListQuerySchema],
  ['subscriptions', subscriptionsSearch, adminSubscriptionListQuerySchema],
  ['audit', auditSearch, auditQuerySchema],
  ['business leads', businessLeadsSearch, businessLeadListQuerySchema],
]

/** A search as the query string gives it to the API: text. */
const asQuery = (search: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(search)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  )

/**
 * The schema's answer for the keys the table keeps (query values reach the API as strings), with the table's own
 * defaults (the reports open on the open ones).
 */
function expected(schema: z.ZodType, shape: Shape, input: Record<string, unknown>) {
  // `archived` is '0' or '1' on the wire, and the number the router reads from `?archived=1` in the URL.
  const sent = 'archived' in input ? asQuery(input) : input
  const result = schema.safeParse(sent)
  if (!result.success) return undefined
  const given = Object.entries(result.data as Record<string, unknown>).filter(([, v]) => v !== undefined)
  const parsed = { ...defaultsOf(shape), ...Object.fromEntries(given) }
  return Object.fromEntries(
    Object.keys(shape)
      .filter((key) => parsed[key] !== undefined)
      .map((key) => [key, String(parsed[key])]),
  )
}

describe.each(tables)('the %s table search', (_name, shape, schema) => {
  it('keeps what its endpoint accepts, as the endpoint reads it', () => {
    for (const key of Object.keys(shape))
      for (const value of values) {
        const input = { [key]: value }
        const want = expected(schema, shape, input)
        // The endpoint refuses it (a strict field): the table must not keep it either.
        if (want === undefined)
          expect(parseSearch(shape, input), JSON.stringify(input)).not.toHaveProperty(key)
        else expect(asQuery(parseSearch(shape, input)), JSON.stringify(input)).toEqual(want)
      }
  })
})

describe('the listings table', () => {
  it('keeps one moderation queue, which the endpoint reads as a flag of its own', () => {
    for (const queue of listingQueues) {
      expect(parseSearch(listingsSearch, { queue })).toMatchObject({ queue })
      expect(adminListingListQuerySchema.parse({ [queue]: '1' })).toMatchObject({ [queue]: '1' })
    }
    expect(parseSearch(listingsSearch, { queue: 'spam' })).not.toHaveProperty('queue')
  })
})

describe('the reports table', () => {
  it('opens on the open reports', () => {
    expect(parseSearch(reportsSearch, {})).toEqual({ page: 1, state: 'open' })
  })
})
