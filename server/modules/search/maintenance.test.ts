import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app'
import { tablesToMaintain } from './maintenance'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t?.close())

const all = ['media_dhash_bands', 'properties', 'property_media', 'users', 'vehicle_media', 'vehicles']

describe('PGlite maintenance (what autovacuum would do)', () => {
  it('vacuums tables never analysed, none once done, all after listing writes', async () => {
    const db = t.database.db
    // A new database: PostgreSQL 14+ marks never-analysed tables with reltuples = -1.
    expect(await tablesToMaintain(db, false)).toEqual(all)
    await db.execute(sql.raw(`vacuum (analyze) ${all.join(', ')}`))
    expect(await tablesToMaintain(db, false)).toEqual([])
    expect(await tablesToMaintain(db, true)).toEqual(all)
  })
})
