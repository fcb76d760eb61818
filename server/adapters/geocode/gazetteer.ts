import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm'
import type { CepAddress } from '../../../src/domain/cep'
import { STATE, towns } from '../../../src/domain/region'
import type { Db } from '../../db/client'
import { properties as p } from '../../db/schema'
import { cepDigits, formatCep, type Geocoder } from './geocoder'

// The region's gazetteer: each town's CEPs share its 5-digit prefix (44900 Irecê, 44905 Lapão, …; Correios' ranges
// for these small towns), so the prefix names the town; the street and neighbourhood come from the listings already
// published with that exact CEP (the most common one), when there are any. Offline and free.

const townOfPrefix = new Map(towns.map((t) => [t.cep.slice(0, 5), t]))

export function gazetteerGeocoder(db: Db): Geocoder {
  return {
    name: 'gazetteer',
    async lookupCep(cep) {
      const digits = cepDigits(cep)
      if (!digits) return null
      const town = townOfPrefix.get(digits.slice(0, 5))
      if (!town) return digits.startsWith('4') ? 'outside' : null
      const zip = formatCep(digits)
      const [known] = await db
        .select({ street: p.street, neighborhood: p.neighborhood, n: count() })
        .from(p)
        .where(and(eq(p.zipCode, zip), eq(p.cityId, town.id), isNotNull(p.neighborhood), isNull(p.deletedAt)))
        .groupBy(p.street, p.neighborhood)
        .orderBy(desc(count()))
        .limit(1)
      // The town's general CEP (…-000) names no street.
      const exact = known && !digits.endsWith('000')
      const address: CepAddress = {
        zip_code: zip,
        city_id: town.id,
        city: town.name,
        state: STATE,
        neighborhood: exact ? known.neighborhood : null,
        street: exact ? known.street : null,
        lat: town.lat,
        lng: town.lng,
      }
      return address
    },
  }
}
