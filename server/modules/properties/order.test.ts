import { sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { propertyApiSearchSchema } from '../../../src/domain/property'
import { propertyPlan } from './order'

describe("the page of 'recent' past the count's cap", () => {
  it('merges its two walks with their bounds written into the statement, not passed as values', () => {
    const plan = propertyPlan(propertyApiSearchSchema.parse({}), undefined)
    const query = plan.large!(sql`properties`, sql`true`, 24, 48)
    const { sql: text, params } = new PgDialect().sqlToQuery(query)
    expect(text.match(/limit 72\)/g)).toHaveLength(2)
    expect(text).toMatch(/limit 24 offset 48$/)
    expect(params).toEqual([])
  })
})
