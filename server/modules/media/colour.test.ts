import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStorage } from '../../adapters/storage/from-config'
import { saveImage } from '../../adapters/storage/images'
import { media } from '../../db/schema'
import { toImage } from '../../http/public-read'
import { buildTestApp, type TestApp } from '../../test/app'
import { backfillColours } from './colour-backfill'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t?.close())

/** A photo mostly of one colour, with a smaller patch of another. */
const photo = (main: string, patch: string) =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: main } })
    .composite([
      {
        input: { create: { width: 150, height: 100, channels: 3, background: patch } },
        left: 20,
        top: 20,
      },
    ])
    .jpeg()
    .toBuffer()

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
const near = (hex: string, expected: string) =>
  channels(hex).every((c, i) => Math.abs(c - channels(expected)[i]!) <= 24)

describe('dominant colour', () => {
  it('is stored with a new picture and travels in its image', async () => {
    const storage = createStorage({ dataDir: t.dataDir })
    const saved = await saveImage(t.database.db, storage, await photo('#1f6fb2', '#f0e0a0'))
    expect(saved.colour).toMatch(/^#[0-9a-f]{6}$/)
    expect(near(saved.colour!, '#1f6fb2'), saved.colour!).toBe(true)
    expect(toImage({ ...saved, colour: saved.colour }).colour).toBe(saved.colour)
  })

  it('is filled in behind for pictures stored before it was kept, and left for those whose files are gone', async () => {
    const storage = createStorage({ dataDir: t.dataDir })
    const old = await saveImage(t.database.db, storage, await photo('#b8322a', '#202020'))
    await t.database.db.update(media).set({ colour: null }).where(eq(media.id, old.id))
    const [lost] = await t.database.db
      .insert(media)
      .values({ hash: 'f'.repeat(24), mime: 'image/jpeg', width: 10, height: 10, bytes: 1 })
      .returning()

    expect(await backfillColours(t.database.db, storage)).toBe(1)
    const [row] = await t.database.db.select().from(media).where(eq(media.id, old.id))
    expect(near(row!.colour!, '#b8322a'), row!.colour!).toBe(true)
    const [still] = await t.database.db.select().from(media).where(eq(media.id, lost!.id))
    expect(still!.colour).toBeNull()
    // Nothing left to do: a second run colours nothing.
    expect(await backfillColours(t.database.db, storage)).toBe(0)
  })
})
