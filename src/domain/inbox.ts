import { z } from 'zod'
import { pageParamsSchema, paginationMetaSchema } from './api'
import { leadKinds } from './enums'
import { imageSchema } from './media'

// The advertiser's inbox: the leads received (messages, WhatsApp taps, phone reveals), each with the listing it
// is about, read and archived state. Shared by GET/PATCH /v1/inbox and the dashboard's messages pages.

export const inboxBoxes = ['inbox', 'archived'] as const
export type InboxBox = (typeof inboxBoxes)[number]

/** A listing named in a filter: `property-12` or `vehicle-7`. */
export const LISTING_KEY = /^(property|vehicle)-\d{1,10}$/

export const inboxQuerySchema = pageParamsSchema.extend({
  kind: z.enum(leadKinds).catch('message').default('message'),
  box: z.enum(inboxBoxes).catch('inbox').default('inbox'),
  q: z.string().trim().max(100).optional().catch(undefined),
  listing: z.string().regex(LISTING_KEY).optional().catch(undefined),
})
export type InboxQuery = z.infer<typeof inboxQuerySchema>

export const inboxListingSchema = z.object({
  key: z.string(),
  type: z.enum(['property', 'vehicle']),
  id: z.string(),
  title: z.string(),
  /** The public page of the listing. */
  path: z.string(),
  cover: imageSchema.nullable(),
})
export type InboxListing = z.infer<typeof inboxListingSchema>

export const inboxLeadSchema = z.object({
  id: z.string(),
  type: z.literal('lead'),
  attributes: z.object({
    kind: z.enum(leadKinds),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    message: z.string().nullable(),
    sent_at: z.string(),
    archived: z.boolean(),
    read: z.boolean(),
    listing: inboxListingSchema.nullable(),
  }),
})
export type InboxLead = z.infer<typeof inboxLeadSchema>

const kindCountSchema = z.object({ total: z.number().int(), unread: z.number().int() })
export const kindCountsSchema = z.object({
  message: kindCountSchema,
  whatsapp: kindCountSchema,
  phone: kindCountSchema,
})
export type KindCounts = z.infer<typeof kindCountsSchema>

export const inboxPageSchema = z.object({
  data: z.array(inboxLeadSchema),
  meta: paginationMetaSchema.extend({
    /** Per tab, in the box shown (inbox or archived), ignoring the search and listing filter. */
    counts: kindCountsSchema,
    /** The listings that received leads, for the listing filter. */
    listings: z.array(z.object({ key: z.string(), title: z.string() })),
  }),
})
export type InboxPage = z.infer<typeof inboxPageSchema>

export const unreadSchema = z.object({
  data: z.object({
    id: z.string(),
    type: z.literal('inbox_unread'),
    attributes: z.object({
      total: z.number().int(),
      message: z.number().int(),
      whatsapp: z.number().int(),
      phone: z.number().int(),
    }),
  }),
})
export type Unread = z.infer<typeof unreadSchema>

export const inboxPatchSchema = z
  .object({ read: z.boolean().optional(), archived: z.boolean().optional() })
  .strict()
export type InboxPatch = z.infer<typeof inboxPatchSchema>

export const inboxIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
