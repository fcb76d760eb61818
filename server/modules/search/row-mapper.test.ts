import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client'
import { properties, users } from '../../db/schema'
import { testDatabase } from '../../test/database'
import { createProperty, createUser } from '../../test/fixtures'
import { compileRowMapper, type OrderedField } from './row-mapper'

let database: Database
let owner: number
let withoutListings: number
beforeAll(async () => {
  database = await testDatabase()
  owner = (await createUser(database.db)).id
  withoutListings = (await createUser(database.db)).id
  await createProperty(database.db, owner, { price: 180_000, createdAt: new Date('2026-03-04T05:06:07Z') })
})
afterAll(async () => {
  await database.close()
})

/** What a prepared query of either driver keeps of its select. */
interface DriverQuery {
  execute(): Promise<unknown[]>
  fields: OrderedField[]
  joinsNotNullableMap?: Record<string, boolean>
  customResultMapper?: (rows: unknown[][]) => unknown
}

/** Users with their listing, if any: columns, expressions with decoders, and a nested left-joined object. */
const usersWithListings = () =>
  database.db
    .select({
      id: users.id,
      email: users.email,
      double: sql<number>`${users.id} * 2`.mapWith(Number),
      listing: {
        id: properties.id,
        price: properties.price,
        createdAt: properties.createdAt,
        half: sql<number>`${properties.price} / 2`.mapWith(Number),
      },
    })
    .from(users)
    .leftJoin(properties, eq(properties.userId, users.id))
    .where(sql`${users.id} in (${owner}, ${withoutListings})`)
    .orderBy(users.id)

describe('the compiled row mapper', () => {
  it('maps rows as Drizzle does: decoded values, nested objects, null for a join that found nothing', async () => {
    const drizzles = await usersWithListings().execute()
    const query = usersWithListings().prepare('row_mapper_test') as unknown as DriverQuery
    query.customResultMapper = compileRowMapper(query.fields, query.joinsNotNullableMap)
    expect(query.customResultMapper).toBeDefined()
    const compiled = await query.execute()

    expect(compiled).toEqual(drizzles)
    // The same keys in the same order: the answers are serialised from these objects.
    expect(JSON.stringify(compiled)).toBe(JSON.stringify(drizzles))
    const [withListing, without] = compiled as (typeof drizzles)[number][]
    expect(withListing!.listing?.createdAt).toEqual(new Date('2026-03-04T05:06:07Z'))
    expect(withListing!.listing?.half).toBe(90_000)
    expect(without!.listing).toBeNull()
  })

  it('leaves a select nested deeper than one object to Drizzle', () => {
    expect(compileRowMapper([{ path: ['a', 'b', 'c'], field: users.id }], undefined)).toBeUndefined()
  })
})
