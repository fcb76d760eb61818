import { sql } from 'drizzle-orm'
import { CLONED_PHOTO_MAX_DISTANCE } from '../../../src/domain/cloned-photo'

// The multi-index over 64-bit dHashes. Split into r + 1 = 7 bands (bit i in band i mod 7: one of 10 bits, six of 9),
// two hashes within r = 6 bits differ in at most six bands, so they are equal in at least one: looking up each of the
// seven bands of a hash exactly finds every hash within 6 bits, and nothing is missed. Bands take bits far apart in
// the picture rather than runs of neighbours, whose bits go together (a sky, a wall) and would crowd a few band
// values. The database keeps the same split (media_dhash_band in migration 0029, whose trigger fills
// media_dhash_bands); bands.test.ts holds the two together.

export const BANDS = 7

/** The band values of a hash, as `media_dhash_band(h, band)` computes them. */
export function bandsOf(h: bigint): number[] {
  const bits = BigInt.asUintN(64, h)
  const out = new Array<number>(BANDS).fill(0)
  for (let i = 0; i < 64; i++) if ((bits >> BigInt(i)) & 1n) out[i % BANDS]! |= 1 << Math.floor(i / BANDS)
  return out
}

/**
 * Stored hashes within `max` bits of `h`: media id and distance. One index-only scan per band value (the primary key
 * INCLUDEs the hash; a single OR of the seven would be a bitmap scan, which reads every candidate's row), with the
 * distance (popcount of the XOR) checked on the index entry.
 */
export const nearHashesQuery = (h: bigint, max = CLONED_PHOTO_MAX_DISTANCE) => sql`
  select distinct media_id::int as media_id, distance from (${sql.join(
    bandsOf(h).map(
      (value, band) => sql`(select b.media_id, bit_count((${h}::bigint # b.dhash)::bit(64))::int as distance
        from media_dhash_bands b
        where b.band = ${band}::smallint and b.value = ${value}::smallint
          and bit_count((${h}::bigint # b.dhash)::bit(64)) <= ${max})`,
    ),
    sql` union all `,
  )}) near`
