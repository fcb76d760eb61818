import { sql } from 'drizzle-orm'
import type { FavoriteState } from '../../../src/domain/favorite-states'
import type { ListingState } from '../../../src/domain/listing'
import type { Db } from '../../db/client'
import { selectRows } from '../search'
import { PRICE_DROP_DAYS } from './price-history'

// What became of listings a visitor keeps as favourites: still on sale, sold, rented or gone, with the price and
// the latest drop within PRICE_DROP_DAYS. Read in one statement per kind, whatever the number asked.

export interface ListingKey {
  kind: 'property' | 'vehicle'
  id: number
}

interface Row {
  id: number
  status: string
  deleted: boolean
  held: boolean
  advertiser_active: boolean
  price: number | null
  drop_from: number | null
  drop_to: number | null
  drop_at: Date | string | null
}

const tables = {
  property: {
    table: 'properties',
    live: 'active',
    price: sql`case when l.price_on_request then null else l.price end`,
  },
  vehicle: { table: 'vehicles', live: 'published', price: sql`l.price` },
} as const

function stateOf(kind: ListingKey['kind'], row: Row): FavoriteState {
  if (row.deleted || row.held || !row.advertiser_active) return 'removed'
  if (row.status === 'sold') return 'sold'
  if (row.status === 'rented') return 'rented'
  return row.status === tables[kind].live ? 'active' : 'removed'
}

async function statesOfKind(db: Db, kind: ListingKey['kind'], ids: number[]) {
  if (!ids.length) return []
  const t = tables[kind]
  const table = sql.identifier(t.table)
  const rows = await selectRows<Row>(
    db,
    sql`select l.id, l.status::text as status, (l.deleted_at is not null) as deleted, (l.hold is not null) as held,
        (u.status = 'active') as advertiser_active,
        ${t.price} as price,
        d.from_price as drop_from, d.to_price as drop_to, d.changed_at as drop_at
      from ${table} l
      join users u on u.id = l.user_id
      left join lateral (
        select c.from_price, c.to_price, c.changed_at from listing_price_changes c
        where c.kind = ${kind} and c.listing_id = l.id and c.field = 'price'
        order by c.changed_at desc, c.id desc limit 1
      ) d on d.to_price < d.from_price
        and d.changed_at > now() - make_interval(days => ${sql.raw(String(PRICE_DROP_DAYS))})
      where l.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  )
  return rows.map((row): ListingState => {
    const state = stateOf(kind, row)
    const drop =
      state === 'active' && row.drop_from !== null && row.drop_to !== null && row.drop_at !== null
        ? {
            percent: Math.round(((row.drop_from - row.drop_to) / row.drop_from) * 100),
            from: row.drop_from,
            to: row.drop_to,
            at: new Date(row.drop_at).toISOString(),
          }
        : null
    return {
      id: String(row.id),
      type: kind,
      attributes: { state, price: state === 'removed' ? null : row.price, price_drop: drop },
    }
  })
}

/** The states of the listings asked for; unknown ids are left out (as gone, for the caller). */
export async function listingStates(db: Db, keys: ListingKey[]): Promise<ListingState[]> {
  const ofKind = (kind: ListingKey['kind']) => keys.filter((k) => k.kind === kind).map((k) => k.id)
  const [properties, vehicles] = await Promise.all([
    statesOfKind(db, 'property', ofKind('property')),
    statesOfKind(db, 'vehicle', ofKind('vehicle')),
  ])
  return [...properties, ...vehicles]
}
