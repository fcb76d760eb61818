import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, describe, expect, it } from 'vitest'
import { ThreadedPglite } from './pglite-thread-client'

// Migration 0035 turns the yes/no show_map into a privacy level: a shown map was the exact address, a hidden one the
// neighbourhood. Checked on a database migrated to 0034 with listings of both kinds, then migrated to the end.

const source = path.resolve(import.meta.dirname, 'migrations')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mi-migrations-'))
let client: ThreadedPglite | null = null

afterAll(async () => {
  await client?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** The migrations folder as it was up to `lastIdx` (its files and the journal's entries). */
function folderUpTo(lastIdx: number) {
  fs.cpSync(source, dir, { recursive: true })
  const journalPath = path.join(dir, 'meta/_journal.json')
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] }
  journal.entries = journal.entries.filter((e) => e.idx <= lastIdx)
  fs.writeFileSync(journalPath, JSON.stringify(journal))
}

describe('migration 0035 (address privacy)', () => {
  it('maps a shown map to the exact address and a hidden one to the neighbourhood', async () => {
    client = await ThreadedPglite.create({ postgresqlconf: 'shared_buffers = 16MB' })
    const db = drizzle(client as unknown as PGlite)
    folderUpTo(34)
    await migrate(db, { migrationsFolder: dir })
    await client.query(`INSERT INTO users (id, email) VALUES (1, 'dona@example.com')`)
    await client.query(
      `INSERT INTO properties (user_id, name, category, listing_type, city_id, street, lat, lng, show_map) VALUES
        (1, 'Mostra', 'house', 'sale', 2914604, 'Rua Um', -11.30437, -41.85563, true),
        (1, 'Esconde', 'house', 'sale', 2914604, 'Rua Dois', -11.30437, -41.85563, false)`,
    )

    folderUpTo(35)
    await migrate(db, { migrationsFolder: dir })
    const { rows } = await client.query(
      `SELECT name, address_privacy, public_street, map_lat, map_lng FROM properties ORDER BY id`,
    )
    expect(rows).toMatchObject([
      {
        name: 'Mostra',
        address_privacy: 'exact',
        public_street: 'Rua Um',
        map_lat: -11.30437,
        map_lng: -41.85563,
      },
      { name: 'Esconde', address_privacy: 'neighborhood', public_street: null },
    ])
    const hidden = rows[1] as { map_lat: number; map_lng: number }
    expect(hidden.map_lat).not.toBe(-11.30437)
    expect(Math.abs(hidden.map_lat - -11.30437)).toBeLessThan(0.0041)
    expect(Math.abs(hidden.map_lng - -41.85563)).toBeLessThan(0.0041)
    // The column is gone: nothing can read the old flag by mistake.
    const { rows: columns } = await client.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'properties' AND column_name = 'show_map'`,
    )
    expect(columns).toEqual([])
  }, 120_000)
})
