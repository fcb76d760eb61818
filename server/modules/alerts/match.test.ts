import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SavedSearchKind } from '../../../src/domain/saved-search'
import { alertJobs, alertMatches, pushSubscriptions, savedSearches } from '../../db/schema'
import { buildTestApp, type TestApp } from '../../test/app'
import { createCatalogue, createProperty, createUser, createVehicle } from '../../test/fixtures'
import { matchListing } from './match'
import { createSavedSearch } from './service'

// Matching in reverse agrees with the list: for every filter, a listing matches a saved search exactly when the
// list page with the search's params shows it. The expected sets are also written out, so that both cannot be
// wrong together.

let t: TestApp
let searcher: number
let advertiser: number
beforeAll(async () => {
  t = await buildTestApp()
  searcher = (await createUser(t.database.db)).id
  advertiser = (await createUser(t.database.db)).id
})
afterAll(() => t.close())

const save = (kind: SavedSearchKind, query: Record<string, string>, userId = searcher) =>
  createSavedSearch(t.database.db, userId, { kind, query, push: true, email: 'daily' })

/** The ids the list shows for these params (its own text search, filters and visibility). */
async function listed(kind: SavedSearchKind, query: Record<string, string>): Promise<Set<number>> {
  const url = `/api/${kind === 'property' ? 'properties' : 'vehicles'}?${new URLSearchParams({ ...query, per_page: '60' })}`
  const res = await t.app.inject({ method: 'GET', url })
  expect(res.statusCode, res.body).toBe(200)
  return new Set(res.json<{ data: { id: string }[] }>().data.map((d) => Number(d.id)))
}

async function matchedSearches(kind: SavedSearchKind, listingId: number): Promise<Set<number>> {
  const rows = await t.database.db.select().from(alertMatches).where(eq(alertMatches.listingId, listingId))
  return new Set(rows.filter((r) => r.listingKind === kind).map((r) => r.savedSearchId))
}

describe('matching a property against saved searches', () => {
  it('matches per filter exactly as the list shows, once', async () => {
    const db = t.database.db
    const rent = await createProperty(db, advertiser, {
      name: 'Casa com piscina no Centro',
      category: 'house',
      listingType: 'rent',
      price: 1_200,
      bedroom: 2,
      squareMeters: 90,
    })
    const flat = await createProperty(db, advertiser, {
      name: 'Apartamento amplo',
      category: 'apartment',
      listingType: 'sale',
      price: 300_000,
      bedroom: 3,
      squareMeters: 110,
      cityId: 2919157, // Lapão
      lat: -11.3828,
      lng: -41.8319,
    })
    const both = await createProperty(db, advertiser, {
      name: 'Casa para venda ou aluguel',
      category: 'house',
      listingType: 'both',
      price: 200_000,
      rentPrice: 1_000,
      bedroom: 4,
      squareMeters: 250,
    })
    const listings = [rent, flat, both]
    const cases: [Record<string, string>, number[]][] = [
      [{}, [rent.id, flat.id, both.id]],
      [{ category: 'house' }, [rent.id, both.id]],
      [{ listing_type: 'rent' }, [rent.id, both.id]],
      [{ listing_type: 'sale' }, [flat.id, both.id]],
      [{ city: 'lapao' }, [flat.id]],
      [{ city: 'irece', category: 'house', listing_type: 'rent', price_max: '1500' }, [rent.id]],
      [{ price_min: '250000' }, [flat.id]],
      [{ bedrooms: '3' }, [flat.id, both.id]],
      [{ area_min: '100', area_max: '200' }, [flat.id]],
      [{ q: 'piscina' }, [rent.id]],
      [{ q: 'lapão' }, [flat.id]],
      [{ bbox: '-41.9,-11.35,-41.8,-11.25' }, [rent.id, both.id]],
    ]
    const searches = []
    for (const [query] of cases) searches.push(await save('property', query))
    // Never a match: the advertiser's own search, a switched-off one.
    const own = await save('property', {}, advertiser)
    // Someone else's (the same search saved again by the searcher would be the one above).
    const off = await save('property', {}, (await createUser(db)).id)
    await db.update(savedSearches).set({ active: false }).where(eq(savedSearches.id, off.id))

    for (const l of listings) await matchListing(db, { kind: 'property', id: l.id, event: 'new' })
    for (const [i, [query, expected]] of cases.entries()) {
      const shown = await listed('property', query)
      for (const l of listings) {
        const matched = (await matchedSearches('property', l.id)).has(searches[i]!.id)
        expect(matched, `${JSON.stringify(query)} / ${l.name}`).toBe(shown.has(l.id))
        expect(matched, `${JSON.stringify(query)} / ${l.name}`).toBe(expected.includes(l.id))
      }
    }
    for (const l of listings) {
      const matched = await matchedSearches('property', l.id)
      expect(matched.has(own.id)).toBe(false)
      expect(matched.has(off.id)).toBe(false)
    }
    // Replayed (another process heard the same event): nothing new.
    expect(await matchListing(db, { kind: 'property', id: rent.id, event: 'new' })).toEqual({
      matched: 0,
      queued: 0,
    })
  })

  it('finds a new listing by the search box’s words as the list does: words, or a neighbourhood or street it names', async () => {
    const db = t.database.db
    // The places the list knows are those of public listings.
    await createProperty(db, advertiser, { neighborhood: 'Centro', street: 'Rua Lafaiete Coutinho' })
    await t.app.places.refresh()
    const cases: [string, 'centro' | 'both' | 'none'][] = [
      ['centro', 'centro'],
      ['CÊNTRO', 'centro'],
      // A typo the list forgives by the place's resemblance (the words alone find nothing).
      ['sentro', 'centro'],
      ['lafayete coutinho', 'centro'],
      ['casa térrea', 'both'],
      ['piscina', 'none'],
    ]
    const searches = []
    for (const [q] of cases) searches.push(await save('property', { q }))
    const house = { name: 'Casa térrea', description: 'Três quartos e quintal.' }
    const inCentro = await createProperty(db, advertiser, {
      ...house,
      neighborhood: 'Centro',
      street: 'Rua Lafaiete Coutinho',
    })
    const elsewhere = await createProperty(db, advertiser, {
      ...house,
      neighborhood: 'Jardim Ouro Branco',
      street: 'Rua Sete',
    })
    for (const l of [inCentro, elsewhere])
      await matchListing(db, { kind: 'property', id: l.id, event: 'new' })
    await t.app.places.refresh()
    for (const [i, [q, expected]] of cases.entries()) {
      const shown = await listed('property', { q })
      for (const l of [inCentro, elsewhere]) {
        const matched = (await matchedSearches('property', l.id)).has(searches[i]!.id)
        const want = expected === 'both' || (expected === 'centro' && l === inCentro)
        expect(matched, `${q} / ${l.neighborhood}`).toBe(want)
        expect(shown.has(l.id), `list: ${q} / ${l.neighborhood}`).toBe(want)
      }
    }
  })

  it('matches nothing for a listing the public cannot see, and a drop as its own event', async () => {
    const db = t.database.db
    const search = await save('property', { category: 'farm' })
    const paused = await createProperty(db, advertiser, { category: 'farm', status: 'paused' })
    expect(await matchListing(db, { kind: 'property', id: paused.id, event: 'new' })).toEqual({
      matched: 0,
      queued: 0,
    })
    const live = await createProperty(db, advertiser, { category: 'farm', price: 900_000 })
    // The first test's broad searches ({}, sale …) match it too: each event is matched once more per search.
    const once = (await matchListing(db, { kind: 'property', id: live.id, event: 'new' })).matched
    expect(once).toBeGreaterThan(0)
    const drop = { drop: 1, from: 1_000_000, to: 900_000 }
    expect((await matchListing(db, { kind: 'property', id: live.id, event: drop })).matched).toBe(once)
    expect((await matchListing(db, { kind: 'property', id: live.id, event: drop })).matched).toBe(0)
    expect(
      (await matchListing(db, { kind: 'property', id: live.id, event: { ...drop, drop: 2 } })).matched,
    ).toBe(once)
    const rows = await db.select().from(alertMatches).where(eq(alertMatches.savedSearchId, search.id))
    expect(rows.map((r) => r.event).sort()).toEqual(['drop:1', 'drop:2', 'new'])
  })

  it('queues a push per device and an instant e-mail, by the search’s choices', async () => {
    const db = t.database.db
    const user = await createUser(db)
    await db.insert(pushSubscriptions).values([
      { userId: user.id, endpoint: `https://push.example.com/${user.id}/a`, p256dh: 'x', auth: 'y' },
      { userId: user.id, endpoint: `https://push.example.com/${user.id}/b`, p256dh: 'x', auth: 'y' },
    ])
    const both = await createSavedSearch(db, user.id, {
      kind: 'property',
      query: { category: 'ranch' },
      push: true,
      email: 'instant',
    })
    const quiet = await createSavedSearch(db, user.id, {
      kind: 'property',
      query: { category: 'ranch' },
      push: false,
      email: 'daily',
    })
    const ranch = await createProperty(db, advertiser, { category: 'ranch' })
    // Only this user has devices and an instant search: the other tests' broad searches queue nothing.
    expect((await matchListing(db, { kind: 'property', id: ranch.id, event: 'new' })).queued).toBe(3)
    const jobs = await db.select().from(alertJobs).where(eq(alertJobs.userId, user.id))
    expect(jobs.map((j) => j.channel).sort()).toEqual(['email', 'push', 'push'])
    const matchIds = new Set(jobs.map((j) => j.matchId))
    const [m] = await db.select().from(alertMatches).where(eq(alertMatches.savedSearchId, both.id))
    expect([...matchIds]).toEqual([m!.id])
    expect(
      (await db.select().from(alertMatches).where(eq(alertMatches.savedSearchId, quiet.id))).length,
    ).toBe(1)
  })

  it('records no match that nothing would deliver: a push-only search whose owner has no device', async () => {
    const db = t.database.db
    const user = await createUser(db)
    const pushOnly = await createSavedSearch(db, user.id, {
      kind: 'property',
      query: { category: 'farm', city: 'lapao' },
      push: true,
      email: 'off',
    })
    const matchesOf = async () =>
      (await db.select().from(alertMatches).where(eq(alertMatches.savedSearchId, pushOnly.id))).length
    const before = await createProperty(db, advertiser, { category: 'farm', cityId: 2919157 })
    await matchListing(db, { kind: 'property', id: before.id, event: 'new' })
    expect(await matchesOf()).toBe(0)

    await db
      .insert(pushSubscriptions)
      .values({ userId: user.id, endpoint: `https://push.example.com/${user.id}`, p256dh: 'x', auth: 'y' })
    const after = await createProperty(db, advertiser, { category: 'farm', cityId: 2919157 })
    await matchListing(db, { kind: 'property', id: after.id, event: 'new' })
    expect(await matchesOf()).toBe(1)
    const jobs = await db.select().from(alertJobs).where(eq(alertJobs.userId, user.id))
    expect(jobs.map((j) => j.channel)).toEqual(['push'])
  })
})

describe('matching a vehicle against saved searches', () => {
  it('matches per filter exactly as the list shows', async () => {
    const db = t.database.db
    const fiat = await createCatalogue(db, { brand: 'Fiat', model: 'Strada' })
    const fiatTruck = await createCatalogue(db, { vehicleType: 'trucks', brand: 'Fiat', model: 'Ducato' })
    const honda = await createCatalogue(db, { vehicleType: 'motorcycles', brand: 'Honda', model: 'CG 160' })
    const business = await createUser(db, { profile: 'business' })
    const strada = await createVehicle(db, advertiser, fiat, {
      year: 2021,
      price: 95_000,
      mileage: 30_000,
      condition: 'semi_new',
      transmission: 'manual',
      fuelType: 'flex',
      color: 'Branco',
      acceptsExchange: true,
    })
    const ducato = await createVehicle(db, business.id, fiatTruck, {
      year: 2015,
      price: 120_000,
      mileage: 200_000,
      fuelType: 'diesel',
      color: 'Prata',
      cityId: 2919157,
    })
    const cg = await createVehicle(db, advertiser, honda, {
      year: 2023,
      price: 18_000,
      mileage: 5_000,
      condition: 'new',
      transmission: 'manual',
      color: 'Vermelho',
      description: 'Moto econômica, único dono.',
    })
    const listings = [strada, ducato, cg]
    const cases: [Record<string, string>, number[]][] = [
      [{}, [strada.id, ducato.id, cg.id]],
      [{ vehicle_type: 'cars' }, [strada.id]],
      // One brand whatever the type: Fiat finds the Strada and the Ducato.
      [{ brand_id: String(fiat.brand.id) }, [strada.id, ducato.id]],
      [{ model_id: String(fiatTruck.model.id) }, [ducato.id]],
      [{ year_min: '2020', year_max: '2022' }, [strada.id]],
      [{ price_max: '100000' }, [strada.id, cg.id]],
      [{ mileage_max: '50000' }, [strada.id, cg.id]],
      [{ condition: 'new' }, [cg.id]],
      [{ fuel_type: 'diesel' }, [ducato.id]],
      [{ color: 'Branco' }, [strada.id]],
      [{ accepts_exchange: 'true' }, [strada.id]],
      [{ seller_type: 'business' }, [ducato.id]],
      [{ city: 'lapao' }, [ducato.id]],
      [{ q: 'econômica' }, [cg.id]],
      [{ q: 'strada' }, [strada.id]],
    ]
    const searches = []
    for (const [query] of cases) searches.push(await save('vehicle', query))
    for (const l of listings) await matchListing(db, { kind: 'vehicle', id: l.id, event: 'new' })
    for (const [i, [query, expected]] of cases.entries()) {
      const shown = await listed('vehicle', query)
      for (const l of listings) {
        const matched = (await matchedSearches('vehicle', l.id)).has(searches[i]!.id)
        expect(matched, `${JSON.stringify(query)} / ${l.name}`).toBe(shown.has(l.id))
        expect(matched, `${JSON.stringify(query)} / ${l.name}`).toBe(expected.includes(l.id))
      }
    }
  })
})
