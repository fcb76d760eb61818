import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addressPrivacyLevels, type AddressPrivacy } from '../../../src/domain/address-privacy'
import type { Property } from '../../../src/domain/property'
import type { TownPackPart } from '../../../src/domain/town-pack'
import { buildTestApp, type TestApp } from '../../test/app'
import { createProperty } from '../../test/fixtures'
import { signUpUser } from '../auth/test-helpers'

// A pack is downloaded whole onto a device: it must never carry what a listing's privacy level hides from the
// public (its door, its street, its neighbourhood, its exact point), in any part.

interface Secretive {
  level: AddressPrivacy
  street: string
  number: string
  complement: string
  neighborhood: string
  zipCode: string
  reference: string
  lat: number
  lng: number
}

const listings: Secretive[] = addressPrivacyLevels.map((level, i) => ({
  level,
  street: `Rua Escondida ${['Alfa', 'Bravo', 'Charlie', 'Delta'][i]}`,
  number: `58${i}1-C`,
  complement: `Casa dos fundos ${i}`,
  neighborhood: `Bairro Orquidea ${['Um', 'Dois', 'Tres', 'Quatro'][i]}`,
  zipCode: `44900-34${i}`,
  reference: `Em frente ao Mercadinho ${['Azul', 'Verde', 'Rosa', 'Roxo'][i]}`,
  lat: -11.31283 - i * 0.00427,
  lng: -41.86171 + i * 0.00359,
}))

function secretsOf(l: Secretive): string[] {
  const door = [l.number, l.complement, l.zipCode, l.zipCode.replace('-', ''), l.reference]
  const point = [String(l.lat), String(l.lng)]
  if (l.level === 'exact') return []
  if (l.level === 'street') return [...door, ...point]
  if (l.level === 'neighborhood') return [l.street, ...door, ...point]
  return [l.street, l.neighborhood, ...door, ...point]
}

let t: TestApp
const ids = new Map<AddressPrivacy, string>()

beforeAll(async () => {
  t = await buildTestApp()
  const owner = Number((await signUpUser(t.app, { profile: 'owner' })).userId)
  for (const { level, ...address } of listings) {
    const row = await createProperty(t.database.db, owner, {
      name: `Casa ${level}`,
      addressPrivacy: level,
      ...address,
    })
    ids.set(level, String(row.id))
  }
}, 60_000)
afterAll(async () => {
  await t?.close()
})

describe('a town pack and address privacy', () => {
  it('carries nothing a level hides, and what each level shows as the detail does', async () => {
    const res = await t.app.inject({ url: '/api/town-packs/irece/parts/0' })
    expect(res.statusCode).toBe(200)
    for (const l of listings)
      for (const secret of secretsOf(l)) expect(res.body, `${l.level}: ${secret}`).not.toContain(secret)

    const packed = res.json<TownPackPart>().data
    expect(packed.map((p) => p.id).sort()).toEqual([...ids.values()].sort())
    for (const l of listings) {
      const inPack = (packed.find((p) => p.id === ids.get(l.level)) as Property).attributes.address
      const detail = (await t.app.inject({ url: `/api/properties/${ids.get(l.level)}` })).json<{
        data: Property
      }>().data.attributes.address
      expect(inPack, l.level).toEqual(detail)
      expect(inPack.privacy).toBe(l.level)
    }
    // The exact level does show its door: the test would pass on an empty pack otherwise.
    const exact = listings.find((l) => l.level === 'exact')!
    expect(res.body).toContain(exact.number)
    expect(res.body).toContain(exact.reference)
  })
})
