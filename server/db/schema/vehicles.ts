import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import {
  activeStatus,
  bodywork,
  financingStatus,
  fuelType,
  steeringWheel,
  transmission,
  vehicleCondition,
  vehicleStatus,
  vehicleType,
} from './enums'
import { media } from './media'
import { tsvector } from './properties'
import { lifecycleColumns } from './lifecycle'
import { users } from './users'

const publishedRow = sql`status = 'published' and deleted_at is null`

export const vehicleBrands = pgTable(
  'vehicle_brands',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    vehicleType: vehicleType('vehicle_type').notNull(),
    imageMediaId: integer('image_media_id').references(() => media.id),
    status: activeStatus('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vehicle_brands_type_code_key').on(t.vehicleType, t.code)],
)

export const vehicleModels = pgTable(
  'vehicle_models',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => vehicleBrands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: activeStatus('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vehicle_models_brand_idx').on(t.brandId)],
)

export const vehicleYears = pgTable(
  'vehicle_years',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => vehicleModels.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    version: text('version').notNull().default(''),
    status: activeStatus('status').notNull().default('active'),
  },
  (t) => [
    index('vehicle_years_model_idx').on(t.modelId),
    uniqueIndex('vehicle_years_model_year_version_key').on(t.modelId, t.year, t.version),
  ],
)

export const optionalItemGroups = pgTable('optional_item_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
})

export const optionalItems = pgTable('optional_items', {
  id: serial('id').primaryKey(),
  groupId: integer('group_id')
    .notNull()
    .references(() => optionalItemGroups.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
})

export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
    vehicleType: vehicleType('vehicle_type').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => vehicleBrands.id),
    modelId: integer('model_id')
      .notNull()
      .references(() => vehicleModels.id),
    version: text('version').notNull().default(''),
    year: integer('year').notNull(),
    color: text('color'),
    fuelType: fuelType('fuel_type').notNull(),
    condition: vehicleCondition('condition').notNull(),
    plate: text('plate'),
    plateLastDigit: text('plate_last_digit'),
    mileage: integer('mileage').notNull().default(0),
    description: text('description').notNull().default(''),
    transmission: transmission('transmission').notNull(),
    oneOwner: boolean('one_owner').notNull().default(false),
    price: integer('price'),
    steeringWheel: steeringWheel('steering_wheel'),
    bodywork: bodywork('bodywork'),
    doors: integer('doors'),
    zipCode: text('zip_code'),
    cityId: integer('city_id').notNull(),
    state: text('state').notNull().default('BA'),
    acceptsExchange: boolean('accepts_exchange').notNull().default(false),
    showContact: boolean('show_contact').notNull().default(true),
    financingStatus: financingStatus('financing_status').array().notNull().default([]),
    youtubeUrl: text('youtube_url'),
    status: vehicleStatus('status').notNull().default('draft'),
    /** Why staff refused the listing (shown to the advertiser); cleared when it is sent to review again. */
    rejectionReason: text('rejection_reason'),
    /** When staff last approved or refused it. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    ...lifecycleColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Portuguese full text with brand and model names: kept by the vehicles_search_vector trigger. */
    searchVector: tsvector('search_vector'),
  },
  (t) => [
    index('vehicles_status_created_idx').on(t.status, t.createdAt),
    index('vehicles_user_idx').on(t.userId),
    index('vehicles_type_brand_idx').on(t.vehicleType, t.brandId, t.modelId),
    index('vehicles_search_idx').using('gin', t.searchVector).where(publishedRow),
    index('vehicles_recent_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(publishedRow),
    index('vehicles_price_drop_idx')
      .on(t.priceDroppedAt)
      .where(sql`${t.priceDroppedAt} is not null and ${publishedRow}`),
    // The price band's comparables: the same model, a year either side.
    index('vehicles_model_year_idx').on(t.modelId, t.year).where(publishedRow),
  ],
)

export const vehicleMedia = pgTable(
  'vehicle_media',
  {
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id),
    position: integer('position').notNull().default(0),
    isCover: boolean('is_cover').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.mediaId] })],
)

export const vehicleOptionalItems = pgTable(
  'vehicle_optional_items',
  {
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    optionalItemId: integer('optional_item_id')
      .notNull()
      .references(() => optionalItems.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.optionalItemId] })],
)

/** One row per visitor per day, as for properties: the advertiser's view counts come from them. */
export const vehiclePageViews = pgTable(
  'vehicle_page_views',
  {
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.day, t.visitor] })],
)

export const vehicleViewTotals = pgTable('vehicle_view_totals', {
  vehicleId: integer('vehicle_id')
    .primaryKey()
    .references(() => vehicles.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
})
