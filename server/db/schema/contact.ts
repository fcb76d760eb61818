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
} from 'drizzle-orm/pg-core'
import { leadKind, reportReason } from './enums'
import { properties } from './properties'
import { admins, users } from './users'
import { vehicles } from './vehicles'

/** A message or lead sent to an advertiser about a listing (the contact form or a call/WhatsApp click). */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    kind: leadKind('kind').notNull().default('message'),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    message: text('message'),
    archived: boolean('archived').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leads_advertiser_idx').on(t.advertiserId, t.sentAt),
    // Staff's queue counts a listing's recent phone and WhatsApp reveals.
    index('leads_property_sent_idx')
      .on(t.propertyId, t.sentAt)
      .where(sql`property_id is not null`),
    index('leads_vehicle_sent_idx')
      .on(t.vehicleId, t.sentAt)
      .where(sql`vehicle_id is not null`),
  ],
)

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    reason: reportReason('reason').notNull(),
    details: text('details'),
    /** Closed by staff (resolved or dismissed). */
    resolved: boolean('resolved').notNull().default(false),
    /** How staff closed it: 'resolved' (acted on) or 'dismissed'; null while open. */
    resolution: text('resolution'),
    resolutionNote: text('resolution_note'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reports_open_property_idx')
      .on(t.propertyId)
      .where(sql`resolved = false`),
  ],
)

/** Business lead form of /anunciar/imobiliaria-ou-corretor. */
export const businessLeads = pgTable('business_leads', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  city: text('city').notNull(),
  portfolioSize: text('portfolio_size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Whose numbers a viewer (one address, or one device) was shown on a day: the daily budget of advertisers whose
 * phones one viewer may see. `viewer` is a hash (never the address itself); rows older than a couple of days go.
 */
export const phoneReveals = pgTable(
  'phone_reveals',
  {
    day: date('day').notNull(),
    viewer: text('viewer').notNull(),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.day, t.viewer, t.advertiserId] })],
)

/** The days an advertiser was e-mailed about visitors who saw their phone: at most one such e-mail a day. */
export const phoneViewMails = pgTable(
  'phone_view_mails',
  {
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.advertiserId, t.day] })],
)
