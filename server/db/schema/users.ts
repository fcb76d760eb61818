import {
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  index,
} from 'drizzle-orm/pg-core'
import { userProfile, userStatus } from './enums'

/** Avatar variants: content-addressed media bases (see server/adapters/storage). */
export type AvatarVariants = { original: string; thumb: string; cropped: string }

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    creci: text('creci'),
    cpf: text('cpf'),
    presentationName: text('presentation_name'),
    presentation: text('presentation'),
    showProfile: boolean('show_profile').notNull().default(true),
    profile: userProfile('profile').notNull().default('owner'),
    profileChosen: boolean('profile_chosen').notNull().default(false),
    canEditProfile: boolean('can_edit_profile').notNull().default(true),
    avatar: jsonb('avatar').$type<AvatarVariants>(),
    cityId: integer('city_id'),
    status: userStatus('status').notNull().default('active'),
    /** Why the team suspended the account, shown to staff beside the status; cleared on reactivation. */
    suspensionReason: text('suspension_reason'),
    /** When the owner of the address followed a confirmation link; null: may browse and draft, not publish. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** A new address asked for and not yet confirmed from its mailbox (the account keeps `email` until then). */
    pendingEmail: text('pending_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
)

export const userPhones = pgTable(
  'user_phones',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number').notNull().default(''),
    whatsapp: boolean('whatsapp').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('user_phones_user_idx').on(t.userId)],
)

/** Agency data of a business user (an estate agency or dealer: CNPJ, trade name, address, phones). */
export const agencies = pgTable('agencies', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull().default(''),
  cnpj: text('cnpj'),
  creci: text('creci'),
  contactEmail: text('contact_email'),
  description: text('description'),
  street: text('street'),
  number: text('number'),
  complement: text('complement'),
  neighborhood: text('neighborhood'),
  cityId: integer('city_id'),
  state: text('state'),
  zipCode: text('zip_code'),
  lat: text('lat'),
  lng: text('lng'),
  showOnMap: boolean('show_on_map').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const agencyPhones = pgTable('agency_phones', {
  id: serial('id').primaryKey(),
  agencyId: integer('agency_id')
    .notNull()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  number: text('number').notNull(),
  whatsapp: boolean('whatsapp').notNull().default(false),
  position: integer('position').notNull().default(0),
})

export const admins = pgTable(
  'admins',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('admins_email_key').on(t.email)],
)
