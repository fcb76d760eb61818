import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageSchema } from '../../../src/domain/api'
import { propertySummarySchema } from '../../../src/domain/property'
import { towns } from '../../../src/domain/region'
import { vehicleSummarySchema } from '../../../src/domain/vehicle'
import * as s from '../../db/schema'
import { buildTestApp, type TestApp } from '../../test/app'
import { createCatalogue, createProperty, createUser, createVehicle } from '../../test/fixtures'
import { selectRows } from './rows'

let t: TestApp
const ids: Record<string, string> = {}

beforeAll(async () => {
  t = await buildTestApp()
  const db = t.database.db
  const owner = await createUser(db)
  const add = async (key: string, over: Parameters<typeof createProperty>[2]) =>
    (ids[key] = String((await createProperty(db, owner.id, over)).id))
  await add('fogao', { name: 'Casa simples', description: 'Cozinha com fogão a lenha e quintal.' })
  await add('fogoes', { name: 'Casa grande', description: 'Área gourmet com dois fogões industriais.' })
  await add('coracao', { name: 'Casa no coração da cidade', description: 'Perto de tudo.' })
  await add('coracoes', { name: 'Sítio Dois Corações', category: 'site', description: 'Terra boa.' })
  await add('sala', { name: 'Sala comercial', category: 'office', description: 'No coração do comércio.' })
  await add('joao', {
    name: 'Apartamento novo',
    category: 'apartment',
    cityId: 2918357,
    neighborhood: 'Centro',
    street: 'Rua Sete de Setembro',
    description: 'Prédio com elevador.',
  })
  await add('lapao', {
    name: 'Terreno plano',
    category: 'land',
    cityId: 2919157,
    neighborhood: 'São José',
    street: 'Avenida Brasil',
    description: 'Escriturado.',
  })
  await add('imovel', { name: 'Imóveis comerciais', category: 'commercial', description: 'Salas.' })
  await t.app.places.refresh()
})
afterAll(() => t?.close())

async function names(query: string) {
  const res = await t.app.inject({ url: `/api/properties?${query}` })
  expect(res.statusCode, res.body).toBe(200)
  const body = pageSchema(propertySummarySchema).parse(res.json())
  return body.data.map((p) => Object.keys(ids).find((k) => ids[k] === p.id))
}

describe('Portuguese full text', () => {
  it.each([
    ['fogão', ['fogao', 'fogoes']],
    ['fogões', ['fogao', 'fogoes']],
    ['FOGOES', ['fogao', 'fogoes']],
    ['fogao', ['fogao', 'fogoes']],
    ['coração', ['coracao', 'coracoes', 'sala']],
    ['corações', ['coracao', 'coracoes', 'sala']],
    ['coracoes', ['coracao', 'coracoes', 'sala']],
    ['imovel comercial', ['imovel']],
    ['elevadores', ['joao']],
  ])('q=%s matches singular and plural, with or without accents', async (q, expected) => {
    expect((await names(`q=${encodeURIComponent(q)}`)).sort()).toEqual([...expected].sort())
  })

  it('needs every word, across title, address, town and description', async () => {
    expect(await names('q=apartamento%20joao%20dourado')).toEqual(['joao'])
    expect(await names('q=terreno%20lapao')).toEqual(['lapao'])
    expect(await names('q=terreno%20irece')).toEqual([])
  })

  it('ranks title hits above description hits without a sort, and keeps an explicit sort', async () => {
    const ranked = await names('q=coracoes')
    expect(ranked.slice(0, 2).sort()).toEqual(['coracao', 'coracoes'])
    expect(ranked[2]).toBe('sala')
    // Newest first: 'sala' was created after the two title hits.
    expect((await names('q=coracoes&sort=recent'))[0]).toBe('sala')
  })
})

describe('places in q', () => {
  it.each([
    ['irece', 'Irecê'],
    ['joao dourado', 'João Dourado'],
    ['irese', 'Irecê'],
    ['joao dorado', 'João Dourado'],
    ['lapau', 'Lapão'],
  ])('q=%s finds the listings of %s (accents and typos forgiven)', async (q, town) => {
    const res = await t.app.inject({ url: `/api/properties?q=${encodeURIComponent(q)}&per_page=60` })
    const body = pageSchema(propertySummarySchema).parse(res.json())
    expect(body.data.length).toBeGreaterThan(0)
    expect(new Set(body.data.map((p) => p.attributes.city))).toEqual(new Set([town]))
  })

  it('finds a neighbourhood and a street of a town', async () => {
    expect(await names('q=sao%20jose')).toEqual(['lapao'])
    expect(await names('q=avenida%20brazil')).toEqual(['lapao'])
  })
})

describe('database helpers', () => {
  it('town_name() knows every town of src/domain/region.ts', async () => {
    const rows = await selectRows<{ id: number; name: string }>(
      t.database.db,
      sql`select id, town_name(id) as name from unnest(${sql.raw(`array[${towns.map((x) => x.id).join(',')}]`)}) as id`,
    )
    expect(rows.map((r) => r.name)).toEqual(towns.map((x) => x.name))
  })
})

describe('vehicle full text', () => {
  let vid: Record<string, string>
  beforeAll(async () => {
    const db = t.database.db
    const dealer = await createUser(db, { profile: 'business' })
    const vw = await createCatalogue(db, { brand: 'Volkswagen', model: 'Gol' })
    const fiat = await createCatalogue(db, { brand: 'Fiat', model: 'Toro' })
    const gol = await createVehicle(db, dealer.id, vw, {
      name: 'Gol quadrado',
      version: '1.6 Power',
      description: 'Carro econômico com faróis novos.',
    })
    const toro = await createVehicle(db, dealer.id, fiat, {
      name: 'Picape completa',
      cityId: 2933604,
      description: 'Bancos de couro.',
    })
    vid = { gol: String(gol.id), toro: String(toro.id) }
  })

  async function vehicles(query: string) {
    const res = await t.app.inject({ url: `/api/vehicles?${query}` })
    expect(res.statusCode, res.body).toBe(200)
    return pageSchema(vehicleSummarySchema)
      .parse(res.json())
      .data.map((v) => Object.keys(vid).find((k) => vid[k] === v.id))
  }

  it.each([
    ['volkswagen', ['gol']],
    ['fiat toro', ['toro']],
    ['farol', ['gol']],
    ['economicos', ['gol']],
    ['power', ['gol']],
    ['xique xique', ['toro']],
    ['xiquexique', ['toro']],
  ])('q=%s', async (q, expected) => {
    expect(await vehicles(`q=${encodeURIComponent(q)}`)).toEqual(expected)
  })

  it('follows a renamed brand (the trigger rewrites its vehicles)', async () => {
    const db = t.database.db
    await db
      .update(s.vehicleBrands)
      .set({ name: 'VW' })
      .where(sql`${s.vehicleBrands.name} = 'Volkswagen'`)
    expect(await vehicles('q=vw')).toEqual(['gol'])
    expect(await vehicles('q=volkswagen')).toEqual([])
  })
})
