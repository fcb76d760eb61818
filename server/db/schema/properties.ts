import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import {
  addressPrivacy,
  categoryGroup,
  listingType,
  propertyCategory,
  propertyFeature,
  propertyStatus,
  rentalPeriod,
} from './enums'
import type { RuralDetails } from '../../../src/domain/rural'
import { media } from './media'
import { lifecycleColumns } from './lifecycle'
import { users } from './users'

/** PostgreSQL full-text document; written by the database (generated column or trigger), never by the app. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/** The listings the public may see (also `users.status = 'active'`, checked by a join): the partial indexes' scope. */
const publicRow = sql`status = 'active' and deleted_at is null`

/** A property listing with its address inline (searched together, one row per listing). */
export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: propertyCategory('category').notNull(),
    categoryGroup: categoryGroup('category_group').notNull().default('residential'),
    listingType: listingType('listing_type').notNull(),
    /** Whole reais; null with priceOnRequest = 'Sob consulta'. */
    price: integer('price'),
    priceOnRequest: boolean('price_on_request').notNull().default(false),
    rentalPeriod: rentalPeriod('rental_period'),
    rentalDays: integer('rental_days'),
    /** Whole reais, for a listing for sale and rent ('both'): the rent, while price is the sale price. */
    rentPrice: integer('rent_price'),
    /** Monthly condomínio fee and IPTU in whole reais, when the advertiser informs them. */
    condoFee: integer('condo_fee'),
    iptuMonthly: integer('iptu_monthly'),
    bedroom: integer('bedroom'),
    bathroom: integer('bathroom'),
    suite: integer('suite'),
    floor: integer('floor'),
    parkingSpace: integer('parking_space'),
    commercialRoom: integer('commercial_room'),
    squareMeters: doublePrecision('square_meters'),
    builtAreaMeters: doublePrecision('built_area_meters'),
    yearBuilt: integer('year_built'),
    allowsPets: boolean('allows_pets').notNull().default(false),
    features: propertyFeature('features').array().notNull().default([]),
    youtubeUrl: text('youtube_url'),
    /** A farm's, ranch's or site's rural fields (src/domain/rural.ts); null for any other category. */
    rural: jsonb('rural').$type<RuralDetails>(),
    /** The hectares of `rural`, a column for the area filter (migration 0036). */
    areaHa: doublePrecision('area_ha').generatedAlwaysAs(sql`(rural ->> 'area_ha')::double precision`),
    status: propertyStatus('status').notNull().default('pending'),
    highlighted: boolean('highlighted').notNull().default(false),
    highlightedUntil: timestamp('highlighted_until', { withTimezone: true }),
    // Address.
    street: text('street'),
    number: text('number'),
    complement: text('complement'),
    neighborhood: text('neighborhood'),
    cityId: integer('city_id').notNull(),
    state: text('state').notNull().default('BA'),
    zipCode: text('zip_code'),
    reference: text('reference'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** What the public sees of the address (src/domain/address-privacy.ts); the owner always reads it all. */
    addressPrivacy: addressPrivacy('address_privacy').notNull().default('neighborhood'),
    /**
     * Where the public may place the listing: lat/lng blurred to the privacy level by privacy_blur() (migration
     * 0035: a grid of about 110 m for the street, 550 m for the neighbourhood, the town's seat for the town, each
     * with the listing's own fixed offset), so repeated searches cannot average it out. The map, the bbox filter
     * and every distance order read these, never lat/lng (which on-site photos and price bands keep using).
     */
    mapLat: doublePrecision('map_lat').generatedAlwaysAs(
      sql`privacy_blur(lat, address_privacy, id, 1, town_seat_lat(city_id))`,
    ),
    mapLng: doublePrecision('map_lng').generatedAlwaysAs(
      sql`privacy_blur(lng, address_privacy, id, 2, town_seat_lng(city_id))`,
    ),
    /**
     * "Fotos feitas no local": most of its photos were taken with the app's camera near lat/lng (rule and radius in
     * src/domain/on-site-photos.ts), worked out again whenever the listing is saved.
     */
    photosOnSite: boolean('photos_on_site').notNull().default(false),
    /** The street and neighbourhood a visitor may read and search by (places, text): none when the level hides them. */
    publicStreet: text('public_street').generatedAlwaysAs(
      sql`CASE WHEN address_privacy IN ('exact', 'street') THEN street END`,
    ),
    publicNeighborhood: text('public_neighborhood').generatedAlwaysAs(
      sql`CASE WHEN address_privacy <> 'town' THEN neighborhood END`,
    ),
    ...lifecycleColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Archived (soft-deleted) when set: the row stays, hidden from the public and from the advertiser's list. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The price searches filter and sort on: null for 'Sob consulta' (a column, so the planner has statistics). */
    searchPrice: integer('search_price').generatedAlwaysAs(
      sql`case when price_on_request then null else price end`,
    ),
    /**
     * Portuguese full text: title (A), address with the town (B; the street and neighbourhood only when shown), description (C), folded by
     * search_fold() (accents, case, -ões/-ãos/-ães/-is/-ns plurals) for the pt_unaccent configuration.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('pt_unaccent'::regconfig, search_fold(name)), 'A') || setweight(to_tsvector('pt_unaccent'::regconfig, search_fold(coalesce(CASE WHEN address_privacy <> 'town' THEN neighborhood END, '') || ' ' || coalesce(CASE WHEN address_privacy IN ('exact', 'street') THEN street END, '') || ' ' || town_name(city_id))), 'B') || setweight(to_tsvector('pt_unaccent'::regconfig, search_fold(description)), 'C')`,
    ),
  },
  (t) => [
    check('properties_rural_category_check', sql`rural IS NULL OR category IN ('farm', 'ranch', 'site')`),
    index('properties_status_created_idx').on(t.status, t.createdAt),
    index('properties_user_idx').on(t.userId),
    index('properties_city_idx').on(t.cityId, t.category),
    // Search: partial indexes over the public rows, one per sort and for text, place and map.
    index('properties_search_idx').using('gin', t.searchVector).where(publicRow),
    // Full text within a town (btree_gin, migration 0037).
    index('properties_city_text_idx').using('gin', t.cityId, t.searchVector).where(publicRow),
    index('properties_recent_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(publicRow),
    index('properties_highlighted_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${publicRow} and highlighted`),
    // Highlights of a town first ('recent' in a town): the planner misjudges highlighted AND town as rare.
    index('properties_city_highlighted_idx')
      .on(t.cityId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${publicRow} and highlighted`),
    index('properties_city_recent_idx')
      .on(t.cityId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(publicRow),
    index('properties_price_asc_idx')
      .on(t.searchPrice.asc().nullsLast(), t.id.desc().nullsFirst())
      .where(publicRow),
    index('properties_price_desc_idx')
      .on(t.searchPrice.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(publicRow),
    // Cheap rentals come first in price order: a sale search walking the shared index read past them all (the
    // search's listing_type in ('sale', 'both') implies these predicates).
    index('properties_sale_price_idx')
      .on(t.searchPrice.asc().nullsLast(), t.id.desc().nullsFirst())
      .where(sql`${publicRow} and listing_type <> 'rent'`),
    index('properties_rent_price_idx')
      .on(t.searchPrice.asc().nullsLast(), t.id.desc().nullsFirst())
      .where(sql`${publicRow} and listing_type <> 'sale'`),
    index('properties_area_idx')
      .on(t.squareMeters.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(publicRow),
    index('properties_place_idx').on(t.cityId, t.publicNeighborhood, t.publicStreet).where(publicRow),
    index('properties_point_idx')
      .using('gist', sql`point(${t.mapLng}, ${t.mapLat})`)
      .where(publicRow),
    index('properties_area_ha_idx')
      .on(t.areaHa)
      .where(sql`${publicRow} and area_ha is not null`),
    // "Maior redução": the few listings with a drop, found without reading the others.
    index('properties_price_drop_idx')
      .on(t.priceDroppedAt)
      .where(sql`${t.priceDroppedAt} is not null and ${publicRow}`),
  ],
)

export const propertyMedia = pgTable(
  'property_media',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id),
    position: integer('position').notNull().default(0),
    isCover: boolean('is_cover').notNull().default(false),
    alt: text('alt'),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.mediaId] })],
)

/** One row per visitor per day: the page views total, today, week and last 15 days are counted from them. */
export const propertyPageViews = pgTable(
  'property_page_views',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day, t.visitor] })],
)

export const propertyViewTotals = pgTable('property_view_totals', {
  propertyId: integer('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
})
