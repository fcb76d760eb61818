import { and, ne, sql } from 'drizzle-orm'
import type { VehicleSummary } from '../../../src/domain/vehicle'
import { users, vehicles as v } from '../../db/schema'
import { cacheKey, type SearchDeps } from '../search/cache'
import { selectRows } from '../search/rows'
import { findVehicleSummaries, publicVehicle } from './repository'
import { toSummary } from './service'

const fromPublic = sql`${v} inner join ${users} on ${users.id} = ${v.userId}`

/**
 * "Similar vehicles" of the detail page: the same type; the same model first, then the same brand, then the
 * closest price and year. Null when the vehicle itself is not public.
 */
export function similarVehicles(
  { db, searchCache }: SearchDeps,
  id: number,
  limit: number,
): Promise<VehicleSummary[] | null> {
  return searchCache.get(cacheKey('vehicles:similar', { id, limit }), async () => {
    const [base] = await selectRows<{
      type: string
      brand: number
      model: number
      price: number | null
      year: number
    }>(
      db,
      sql`select ${v.vehicleType} as type, ${v.brandId} as brand, ${v.modelId} as model, ${v.price} as price,
            ${v.year} as year
          from ${fromPublic} where ${and(sql`${v.id} = ${id}`, ...publicVehicle())}`,
    )
    if (!base) return null
    const price = base.price === null ? sql`0` : sql`abs(coalesce(${v.price}, 0) - ${base.price})`
    const rows = await selectRows<{ id: number }>(
      db,
      sql`select ${v.id} as id from ${fromPublic}
          where ${and(...publicVehicle(), sql`${v.vehicleType} = ${base.type}`, ne(v.id, id))}
          order by (${v.modelId} = ${base.model}) desc, (${v.brandId} = ${base.brand}) desc, ${price},
            abs(${v.year} - ${base.year}), ${v.createdAt} desc, ${v.id} desc
          limit ${limit}`,
    )
    return (
      await findVehicleSummaries(
        db,
        rows.map((r) => Number(r.id)),
      )
    ).map(toSummary)
  })
}
