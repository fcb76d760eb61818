import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { pageSchema } from '../../src/domain/api'
import { propertySummarySchema } from '../../src/domain/property'
import { schemaJson } from './schema-json'

const page = pageSchema(propertySummarySchema)

const card = (over: Record<string, unknown> = {}) => ({
  id: '36825',
  type: 'property',
  attributes: {
    name: 'Casa "ampla" com 5 quartos \\ 450 m², na Boa Vista \u2028 🏡',
    category: 'house',
    listing_type: 'both',
    price: 610000,
    rental_period: 'monthly',
    rent_price: 1550,
    bedroom: 5,
    bathroom: 1,
    parking_space: null,
    square_meters: 450.5,
    city: 'Irecê',
    city_slug: 'irece',
    neighborhood: 'Boa Vista',
    cover: { id: '2', base: '/media/00f1b911', width: 1280, height: 860, alt: null, colour: '#686868' },
    highlighted: true,
    created_at: '2026-11-26T08:24:00.000Z',
    price_drop_percent: 12,
    advertiser_verified: true,
    area_ha: null,
    ...over,
  },
})

const viaZod = (schema: z.ZodType, value: unknown) => JSON.stringify(schema.parse(value))

describe('answers written from their schema', () => {
  it('write what checking them with zod and stringifying writes', () => {
    const answers = [
      { data: [card()], meta: { page: 1, per_page: 24, total: 1, total_pages: 1 } },
      {
        data: [
          card({ cover: null, price: null, rental_period: null, neighborhood: null }),
          // Fields with defaults left out: zod fills them in, the serializer must too.
          (() => {
            const { attributes, ...rest } = card()
            const {
              rent_price: _r,
              price_drop_percent: _p,
              advertiser_verified: _v,
              area_ha: _a,
              ...kept
            } = attributes
            return { ...rest, attributes: kept }
          })(),
        ],
        meta: { page: 2, per_page: 1, total: 1000, total_pages: 1000, total_capped: true },
      },
      { data: [], meta: { page: 1, per_page: 24, total: 0, total_pages: 0 } },
    ]
    for (const answer of answers) {
      const written = schemaJson(page, answer)
      expect(written).toBe(viaZod(page, answer))
      expect(JSON.parse(written)).toEqual(page.parse(answer))
    }
  })

  it('keep only the schema’s fields', () => {
    const answer = {
      data: [{ ...card(), secret: 'x', attributes: { ...card().attributes, user_id: 7 } }],
      meta: { page: 1, per_page: 24, total: 1, total_pages: 1, internal: true },
    }
    const written = schemaJson(page, answer)
    expect(written).not.toMatch(/secret|user_id|internal/)
    expect(written).toBe(viaZod(page, answer))
  })

  it('refuse an answer missing a required field', () => {
    const { name: _name, ...attributes } = card().attributes
    expect(() => schemaJson(page, { data: [{ ...card(), attributes }], meta: { page: 1 } })).toThrow()
  })

  it('keep checking with zod where JSON Schema cannot say what the schema does', () => {
    const schema = z.object({ n: z.string().transform((s) => s.length) })
    expect(schemaJson(schema, { n: 'abc' })).toBe('{"n":3}')
  })
})
