import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { advertiserSchema } from '../../../src/domain/advertiser'
import { errorEnvelopeSchema, pageSchema } from '../../../src/domain/api'
import { propertySummarySchema } from '../../../src/domain/property'
import { vehicleSummarySchema } from '../../../src/domain/vehicle'
import { buildTestApp, type TestApp } from '../../test/app'
import { createCatalogue, createMedia, createProperty, createUser, createVehicle } from '../../test/fixtures'

const NOT_FOUND = 'O anunciante que você está procurando não existe ou não está disponível.'

let t: TestApp
const ids: Record<string, number> = {}
let cropHash = ''

beforeAll(async () => {
  t = await buildTestApp()
  const db = t.database.db
  const crop = await createMedia(db, { width: 280, height: 280 })
  ids.crop = crop.id
  cropHash = crop.hash
  const broker = await createUser(db, {
    firstName: 'Carlos',
    lastName: 'Pereira',
    profile: 'broker',
    creci: '12345-F',
    presentation: 'Corretor em Irecê há 10 anos.',
    cityId: 2914604,
    // As the profile upload stores it: files inside the crop's media folder.
    avatar: {
      original: '/media/0a1b2c/original.jpg',
      thumb: `/media/${crop.hash}/320.webp`,
      cropped: `/media/${crop.hash}/640.webp`,
    },
    createdAt: new Date('2024-03-01T12:00:00Z'),
    phones: [
      { number: '74-99111-2222', whatsapp: true },
      { number: '', whatsapp: true },
    ],
  })
  // As the demo seed stores it: media bases, here of an image with no media row.
  const other = await createUser(db, {
    avatar: { original: '/media/abc123', thumb: '/media/abc123', cropped: '/media/abc123' },
  })
  const hidden = await createUser(db, { showProfile: false })
  const inactive = await createUser(db, { status: 'inactive' })
  const catalogue = await createCatalogue(db)
  for (let i = 0; i < 3; i++) await createProperty(db, broker.id, { name: `Casa ${i}` })
  await createProperty(db, broker.id, { status: 'sold' })
  await createProperty(db, broker.id, { deletedAt: new Date() })
  await createProperty(db, other.id)
  await createVehicle(db, broker.id, catalogue)
  await createVehicle(db, broker.id, catalogue)
  await createVehicle(db, broker.id, catalogue, { status: 'draft' })
  await createVehicle(db, other.id, catalogue)
  Object.assign(ids, { broker: broker.id, other: other.id, hidden: hidden.id, inactive: inactive.id })
})
afterAll(() => t?.close())

describe('GET /api/advertisers/:id', () => {
  it('answers the public profile with listing totals', async () => {
    const res = await t.app.inject({ url: `/api/advertisers/${ids.broker}` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toMatch(/^public/)
    const a = advertiserSchema.parse(res.json().data)
    expect(a).toMatchObject({ id: String(ids.broker), type: 'advertiser' })
    expect(a.attributes).toEqual({
      name: 'Carlos Pereira',
      profile: 'broker',
      presentation: 'Corretor em Irecê há 10 anos.',
      avatar: {
        id: String(ids.crop),
        // The crop's media folder, not the file inside it.
        base: `/media/${cropHash}`,
        width: 280,
        height: 280,
        alt: 'Carlos Pereira',
      },
      creci: '12345-F',
      city: 'Irecê',
      phone_channels: { call: true, whatsapp: true },
      member_since: '2024-03-01T12:00:00.000Z',
      total_listings: 5,
      total_properties: 3,
      total_vehicles: 2,
      verified: false,
    })
  })

  it('reads an avatar stored as a media base', async () => {
    const a = advertiserSchema.parse(
      (await t.app.inject({ url: `/api/advertisers/${ids.other}` })).json().data,
    )
    expect(a.attributes.avatar).toEqual({
      id: 'abc123',
      base: '/media/abc123',
      width: 640,
      height: 640,
      alt: a.attributes.name,
    })
    expect(a.attributes.total_listings).toBe(2)
  })

  it.each(['hidden', 'inactive', 'unknown', 'abc'])('answers 404 for a %s advertiser', async (key) => {
    const id = ids[key] ?? (key === 'unknown' ? 777777 : key)
    for (const suffix of ['', '/properties', '/vehicles']) {
      const res = await t.app.inject({ url: `/api/advertisers/${id}${suffix}` })
      expect(res.statusCode).toBe(404)
      expect(errorEnvelopeSchema.parse(res.json()).errors[0]?.detail).toBe(NOT_FOUND)
    }
  })
})

describe('advertiser listings', () => {
  it('pages through the active properties of one advertiser', async () => {
    const res = await t.app.inject({ url: `/api/advertisers/${ids.broker}/properties?per_page=2` })
    expect(res.statusCode).toBe(200)
    const body = pageSchema(propertySummarySchema).parse(res.json())
    expect(body.data).toHaveLength(2)
    expect(body.meta).toEqual({ page: 1, per_page: 2, total: 3, total_pages: 2 })
  })

  it('lists the published vehicles of one advertiser', async () => {
    const res = await t.app.inject({ url: `/api/advertisers/${ids.broker}/vehicles` })
    const body = pageSchema(vehicleSummarySchema).parse(res.json())
    expect(body.meta.total).toBe(2)
    expect(body.data).toHaveLength(2)
  })
})
