import { and, ne, sql } from 'drizzle-orm'
import { vehicles as v } from '../../db/schema'
import { relatedListings } from '../listings'
import { selectRows } from '../search'
import { vehicleKind } from './search'

/**
 * "Similar vehicles" of the detail page: the same type; the same model first, then the same brand, then the
 * closest price and year. Null when the vehicle itself is not public.
 */
export const similarVehicles = relatedListings(vehicleKind, 'similar', async (db, scope, id, limit) => {
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
        from ${scope.from} where ${and(sql`${v.id} = ${id}`, ...scope.where)}`,
  )
  if (!base) return null
  const price = base.price === null ? sql`0` : sql`abs(coalesce(${v.price}, 0) - ${base.price})`
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select ${v.id} as id from ${scope.from}
        where ${and(...scope.where, sql`${v.vehicleType} = ${base.type}`, ne(v.id, id))}
        order by (${v.modelId} = ${base.model}) desc, (${v.brandId} = ${base.brand}) desc, ${price},
          abs(${v.year} - ${base.year}), ${v.createdAt} desc, ${v.id} desc
        limit ${limit}`,
  )
  return rows.map((r) => Number(r.id))
})
