import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { media, mediaDhashBands } from '../../db/schema'
import { buildTestApp, type TestApp } from '../../test/app'
import { bandsOf, nearHashesQuery } from './bands'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

const hashes = [
  0n,
  -1n,
  1n,
  BigInt.asIntN(64, 0x8000000000000000n),
  0x0123456789abcdefn,
  -0x0fedcba987654321n,
]

describe('the photo hash index', () => {
  it('splits a hash into the same bands in the database as here, and follows a changed hash', async () => {
    const db = t.database.db
    for (const [i, dhash] of hashes.entries()) {
      const [row] = await db
        .insert(media)
        .values({ hash: `bands${i}`, mime: 'image/jpeg', width: 1, height: 1, bytes: 1, dhash })
        .returning()
      const stored = await db
        .select({ band: mediaDhashBands.band, value: mediaDhashBands.value })
        .from(mediaDhashBands)
        .where(sql`${mediaDhashBands.mediaId} = ${row!.id}`)
        .orderBy(mediaDhashBands.band)
      expect(stored.map((s) => s.value)).toEqual(bandsOf(dhash))
    }
    expect(bandsOf(-1n)).toEqual([1023, 511, 511, 511, 511, 511, 511])
  })

  it('finds every stored hash within 6 bits and none further', async () => {
    const db = t.database.db
    const base = 0x5a5a_1234_f0f0_9876n
    const flip = (h: bigint, bits: number[]) =>
      bits.reduce((x, b) => BigInt.asIntN(64, x ^ (1n << BigInt(b))), h)
    const variants = [
      { bits: [0, 7, 14, 21, 28, 35], near: true },
      { bits: [63, 62, 61, 60, 59, 58], near: true },
      { bits: [1, 8, 15, 22, 29, 36, 43], near: false },
    ]
    const ids: number[] = []
    for (const [i, v] of variants.entries()) {
      const [row] = await db
        .insert(media)
        .values({
          hash: `near${i}`,
          mime: 'image/jpeg',
          width: 1,
          height: 1,
          bytes: 1,
          dhash: flip(base, v.bits),
        })
        .returning()
      ids.push(row!.id)
    }
    const found = ((await db.execute(nearHashesQuery(base))) as unknown as { rows: { media_id: number }[] })
      .rows
    expect(found.map((r) => r.media_id).sort()).toEqual([ids[0], ids[1]].sort())
  })
})
