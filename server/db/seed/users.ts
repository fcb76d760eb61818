import { userProfiles, type UserProfile } from '../../../src/domain/enums'
import { slugify, towns } from '../../../src/domain/region'
import { originalKey, variantKey } from '../../adapters/storage/images'
import type { Db } from '../client'
import { agencies, agencyPhones, userPhones, users } from '../schema'
import { insertIds, insertMany } from './batch'
import { cepOf, locate, placesOf, townPlaces } from './lists/places'
import * as people from './lists/people'
import { cnpj, cpf, creci, mobilePhone } from './documents'
import type { ImagePool } from './images/pool'
import { daysBefore, weightedPicker, type Rng } from './random'

export interface SeededUser {
  id: number
  profile: UserProfile
  demo: boolean
  active: boolean
  name: string
  cityId: number
  createdAt: Date
}

export const DEMO_DOMAIN = 'demo.mercadoirece.com.br'
export const demoAccounts = [
  { email: `proprietario@${DEMO_DOMAIN}`, profile: 'owner', first: 'Carlos', last: 'Dourado', sex: 'm' },
  { email: `corretor@${DEMO_DOMAIN}`, profile: 'broker', first: 'Fernanda', last: 'Novaes', sex: 'f' },
  { email: `imobiliaria@${DEMO_DOMAIN}`, profile: 'business', first: 'Roberto', last: 'Cambuí', sex: 'm' },
] as const

type UserRow = typeof users.$inferInsert

/** Advertisers of each profile (the demo accounts first), their phones and, for businesses, the agency. */
export async function seedUsers(
  db: Db,
  rng: Rng,
  opts: { perProfile: number; passwordHash: string; pool: ImagePool },
) {
  const pickTown = weightedPicker(townPlaces, (t) => t.weight)
  const rows: UserRow[] = []
  const phones: { number: string; whatsapp: boolean }[][] = []
  const usedAgencyNames = new Set<string>()
  const agencyNames: (string | null)[] = []

  for (const profile of userProfiles) {
    for (let k = 0; k < opts.perProfile; k++) {
      const r = rng.fork(`${profile}-${k}`)
      const demo = k === 0 ? demoAccounts.find((d) => d.profile === profile)! : null
      const sex = demo?.sex ?? (r.chance(0.5) ? 'f' : 'm')
      const first = demo?.first ?? r.pick(people.firstNames[sex])
      const last = demo?.last ?? `${r.pick(people.surnames)} ${r.pick(people.surnames)}`
      const cityId = demo ? towns[0].id : pickTown(r).townId
      let agency: string | null = null
      if (profile === 'business') {
        do agency = demo ? 'Chapada Imóveis' : `${r.pick(people.agencyFirst)} ${r.pick(people.agencySecond)}`
        while (usedAgencyNames.has(agency) && !demo)
        usedAgencyNames.add(agency)
      }
      agencyNames.push(agency)
      const years = r.int(3, 25)
      const fill = (s: string) => s.replace('{n}', String(years))
      const presentation =
        profile === 'owner'
          ? r.pick(people.ownerPresentations)
          : fill(r.pick(profile === 'broker' ? people.brokerPresentations : people.businessPresentations))
      const avatarPool = profile === 'business' ? opts.pool.agency : opts.pool.person
      const avatar = demo || r.chance(0.4) ? r.pick(avatarPool) : null
      const status = demo || k % 20 !== 19 ? 'active' : r.pick(['inactive', 'suspended'] as const)
      rows.push({
        firstName: first,
        lastName: last,
        email:
          demo?.email ??
          `${slugify(`${first}.${last.split(' ')[0]}`).replace(/-/g, '.')}.${rows.length + 1}@${DEMO_DOMAIN}`,
        passwordHash: opts.passwordHash,
        creci: profile === 'owner' ? null : creci(r),
        cpf: profile === 'business' ? null : cpf(r),
        presentationName:
          agency ??
          (profile === 'broker'
            ? `${first} ${last.split(' ')[0]} ${sex === 'f' ? 'Corretora' : 'Corretor'}`
            : `${first} ${last.split(' ')[0]}`),
        presentation,
        showProfile: demo ? true : r.chance(0.9),
        profile,
        profileChosen: true,
        canEditProfile: true,
        // The same URLs saveAvatar (server/modules/users/avatar.ts) stores: the pictures are square already.
        avatar: avatar
          ? {
              original: `/media/${originalKey(avatar.hash, 'jpg')}`,
              cropped: `/media/${variantKey(avatar.hash, 640)}`,
              thumb: `/media/${variantKey(avatar.hash, 320)}`,
            }
          : null,
        cityId,
        status,
        // Demo accounts are as if their owners had confirmed their addresses long ago: they may publish.
        emailVerifiedAt: daysBefore(900),
        createdAt: daysBefore(r.int(30, 900)),
        updatedAt: daysBefore(r.int(0, 29)),
      })
      const count = demo ? 2 : r.weighted({ 1: 50, 2: 35, 3: 15 })
      phones.push(
        Array.from({ length: Number(count) }, (_, i) => ({
          number: mobilePhone(r),
          whatsapp: i === 0 ? r.chance(0.92) || !!demo : r.chance(0.3),
        })),
      )
    }
  }

  const ids = await insertIds(db, users, rows)
  await insertMany(
    db,
    userPhones,
    phones.flatMap((list, u) => list.map((p, position) => ({ userId: ids[u]!, ...p, position }))),
    1000,
  )
  const agencyCount = await seedAgencies(db, rng.fork('agencies'), ids, rows, agencyNames)
  const seeded = ids.map((id, i): SeededUser => ({
    id,
    profile: rows[i]!.profile!,
    demo: demoAccounts.some((d) => d.email === rows[i]!.email),
    active: rows[i]!.status === 'active',
    name: `${rows[i]!.firstName} ${rows[i]!.lastName}`,
    cityId: rows[i]!.cityId!,
    createdAt: rows[i]!.createdAt!,
  }))
  return { users: seeded, phones: phones.flat().length, agencies: agencyCount }
}

async function seedAgencies(db: Db, rng: Rng, ids: number[], rows: UserRow[], names: (string | null)[]) {
  const agencyRows: (typeof agencies.$inferInsert)[] = []
  const phoneSets: string[][] = []
  rows.forEach((u, i) => {
    const name = names[i]
    if (!name) return
    const r = rng.fork(String(i))
    const { town, places } = placesOf(u.cityId!)
    const nIndex = r.int(0, Math.min(3, places.neighbourhoods.length - 1))
    const street = places.streets[r.int(0, 5)]!
    const point = locate(town, nIndex, places.neighbourhoods.length, () => r.float(-1, 1))
    agencyRows.push({
      userId: ids[i]!,
      name,
      cnpj: cnpj(r),
      creci: u.creci,
      contactEmail: `contato.${slugify(name).replace(/-/g, '')}@${DEMO_DOMAIN}`,
      description: u.presentation,
      street,
      number: String(r.int(10, 1500)),
      complement: r.chance(0.4) ? `Sala ${r.int(1, 12)}` : null,
      neighborhood: places.neighbourhoods[nIndex],
      cityId: town.id,
      state: 'BA',
      zipCode: cepOf(town, places, street),
      lat: String(point.lat),
      lng: String(point.lng),
      showOnMap: r.chance(0.85),
      updatedAt: u.createdAt,
    })
    phoneSets.push(Array.from({ length: r.int(1, 3) }, () => mobilePhone(r)))
  })
  const agencyIds = await insertIds(db, agencies, agencyRows)
  await insertMany(
    db,
    agencyPhones,
    agencyIds.flatMap((agencyId, i) =>
      phoneSets[i]!.map((number, position) => ({ agencyId, number, whatsapp: position === 0, position })),
    ),
  )
  return agencyIds.length
}
