import { sql, type SQL } from 'drizzle-orm'

// The listings a band is made of, one definition for the refresh and for the check that judges one listing:
// live listings of active advertisers with a price. A property counts in reais per m² of its total area
// (square_meters, the area searches filter on); one for sale and rent counts once in each deal, and a rent only
// when monthly (daily and season rents are another market). A vehicle counts its price.

export const MIN_COMPARABLES = 8

/** (id, city_id, category, deal, value) of live properties, `where` on `p`. */
export const propertyComparables = (where: SQL = sql`true`) => sql`
  select p.id, p.city_id, p.category::text as category, d.deal, d.price::float8 / p.square_meters as value
  from properties p
  join users u on u.id = p.user_id and u.status = 'active'
  cross join lateral (values
    ('sale', case when p.listing_type <> 'rent' then p.price end),
    ('rent', case when p.listing_type = 'rent' then p.price when p.listing_type = 'both' then p.rent_price end)
  ) as d(deal, price)
  where p.status = 'active' and p.deleted_at is null and not p.price_on_request and p.square_meters > 0
    and d.price > 0 and (d.deal = 'sale' or coalesce(p.rental_period::text, 'monthly') = 'monthly')
    and ${where}`

/** (id, category, model_id, year, value) of live vehicles, `where` on `v`. */
export const vehicleComparables = (where: SQL = sql`true`) => sql`
  select v.id, v.vehicle_type::text as category, v.model_id, v.year, v.price::float8 as value
  from vehicles v
  join users u on u.id = v.user_id and u.status = 'active'
  where v.status = 'published' and v.deleted_at is null and v.price > 0 and ${where}`

/** The quartiles and the count of `value` over some comparables, in one aggregate. */
export const bandAggregate = sql`percentile_cont(array[0.25, 0.5, 0.75]) within group (order by value) as pc,
  count(*)::int as n`
