import { z } from 'zod'
import { addressPrivacySchema, DEFAULT_ADDRESS_PRIVACY, privacyOfShowMap } from './address-privacy'
import { RENTAL_DAYS } from './constants'
import {
  listingTypes,
  propertyCategories,
  propertyFeatures,
  rentalPeriods,
  type PropertyCategory,
} from './enums'
import { msg } from './messages'
import { ruralFieldSchema, ruralOf } from './rural'
import { towns } from './region'
import { blankToNull, numberInput } from './number-input'
import { cepSchema, fieldMsg, flagSchema, isHttpUrl, oneOf, optionalText, requiredText } from './validation'

// The advertiser's property form (POST /v1/properties, PUT /v1/properties/:id): one schema for the listing
// editor (react-hook-form resolver, so the same messages show before sending) and the API. Numbers arrive
// as numbers from the API and as strings from the form's inputs; a blank input means "not informed".

export const LISTING_NAME = { min: 5, max: 120 } as const
export const LISTING_DESCRIPTION = { min: 20, max: 5000 } as const
export const PRICE_MAX = 100_000_000
export const COUNT_MAX = 99
export const AREA_MAX = 10_000_000
export const YEAR_BUILT_MIN = 1800
/** Statuses the advertiser may choose (publish, pause, pending, sold, rented); a new listing only the first two. */
export const editableStatuses = ['active', 'paused', 'pending', 'sold', 'rented'] as const
export const creatableStatuses = ['active', 'pending'] as const

export const listingMsg = {
  youtube: 'URL do YouTube inválida',
  rentalDays: `O período deve ter entre ${RENTAL_DAYS.min} e ${RENTAL_DAYS.max} dias`,
  priceMax: 'O valor máximo é R$ 100.000.000,00',
  wholeNumber: 'Informe um número inteiro',
  countMax: `Informe no máximo ${COUNT_MAX}`,
  areaMax: 'Área muito grande',
  yearBuilt: `Informe um ano entre ${YEAR_BUILT_MIN} e o ano atual`,
  cover: 'Escolha uma das fotos como capa',
  photo: 'Foto inválida',
  coordinates: 'Localização inválida',
} as const

const commercialCategories: readonly PropertyCategory[] = [
  'office',
  'building',
  'commercial',
  'industrial',
  'industrial_land',
]
/** The category group: derived from the category, never typed by the advertiser. */
export const categoryGroupOf = (c: PropertyCategory): 'commercial' | 'residential' =>
  commercialCategories.includes(c) ? 'commercial' : 'residential'

/** The id of a YouTube video URL (watch, youtu.be, shorts, embed, live), or null. */
export function youtubeVideoId(url: string): string | null {
  let u: URL
  try {
    u = new URL(url)
  } catch {
    return null
  }
  const host = u.hostname.replace(/^(www|m|music)\./, '')
  const id =
    host === 'youtu.be'
      ? u.pathname.slice(1)
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? (u.searchParams.get('v') ?? /^\/(?:shorts|embed|live)\/([^/]+)/.exec(u.pathname)?.[1] ?? '')
        : ''
  return /^[\w-]{11}$/.test(id) ? id : null
}

/** One of `values`: 'Campo obrigatório' when left blank, 'Deve ser um dos seguintes: …' for anything else. */
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? msg.required
        : fieldMsg.oneOf(values),
  })

/** A count (bedrooms, bathrooms…): blank or a whole number from 0 to 99. */
const countSchema = numberInput(
  z
    .number({ error: listingMsg.wholeNumber })
    .int(listingMsg.wholeNumber)
    .min(0, listingMsg.wholeNumber)
    .max(COUNT_MAX, listingMsg.countMax)
    .nullable(),
)

/** An area in m²: blank, or greater than 0. */
const areaSchema = numberInput(
  z
    .number({ error: msg.positive })
    .refine((n) => Number.isFinite(n) && n > 0, msg.positive)
    .refine((n) => n <= AREA_MAX, listingMsg.areaMax)
    .nullable(),
)

const coordinate = (min: number, max: number) =>
  numberInput(
    z
      .number({ error: listingMsg.coordinates })
      .min(min, listingMsg.coordinates)
      .max(max, listingMsg.coordinates)
      .nullable(),
  )

const townIds = towns.map((t) => String(t.id)) as [string, ...string[]]

export const propertyAddressSchema = z
  .object(
    {
      street: optionalText(160),
      number: optionalText(20),
      complement: optionalText(80),
      neighborhood: requiredText(80),
      /** One of the seven towns (IBGE id), as a number or the select's string. */
      city_id: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), oneOf(townIds)).transform(Number),
      zip_code: cepSchema,
      reference: optionalText(160),
      lat: coordinate(-90, 90),
      lng: coordinate(-180, 180),
      /** What visitors see of the address (src/domain/address-privacy.ts). */
      privacy: addressPrivacySchema.optional(),
      /** The yes/no before the levels, still sent by a write queued offline: yes is exact, no the neighbourhood. */
      show_map: flagSchema.optional(),
    },
    { error: msg.required },
  )
  .transform(({ show_map: showMap, privacy, ...a }) => ({
    ...a,
    privacy: privacy ?? (showMap === undefined ? DEFAULT_ADDRESS_PRIVACY : privacyOfShowMap(showMap)),
  }))

/** A photo of the listing: a finished tus upload (new) or a picture the listing already has (edit). */
export const listingPhotoSchema = z.union(
  [
    z.object({ upload_id: z.string().min(1).max(200) }).strict(),
    z.object({ media_id: z.string().regex(/^\d{1,10}$/) }).strict(),
  ],
  { error: listingMsg.photo },
)
export type ListingPhoto = z.infer<typeof listingPhotoSchema>

/** An optional amount in reais (blank, absent or a positive number up to PRICE_MAX), rounded to whole reais. */
const optionalMoney = numberInput(
  z
    .number({ error: msg.positive })
    .refine((n) => Number.isFinite(n) && n > 0, msg.positive)
    .refine((n) => n <= PRICE_MAX, listingMsg.priceMax)
    .transform((n) => Math.round(n))
    .nullable(),
)

const listingFields = {
  name: requiredText(LISTING_NAME.max).min(LISTING_NAME.min, fieldMsg.minLength(LISTING_NAME.min)),
  description: requiredText(LISTING_DESCRIPTION.max).min(
    LISTING_DESCRIPTION.min,
    fieldMsg.minLength(LISTING_DESCRIPTION.min),
  ),
  category: choice(propertyCategories),
  listing_type: choice(listingTypes),
  price_on_request: flagSchema.default(false),
  /** Whole reais; required unless the price is on request ('Sob consulta'). */
  price: numberInput(
    z
      .number({ error: msg.positive })
      .refine((n) => Number.isFinite(n) && n > 0, msg.positive)
      .refine((n) => n <= PRICE_MAX, listingMsg.priceMax)
      .transform((n) => Math.round(n))
      .nullable(),
  ),
  rental_period: z.preprocess(blankToNull, oneOf(rentalPeriods).nullable()),
  /** For sale and rent ('both'): the rent next to the sale price; blank = not informed. */
  rent_price: optionalMoney,
  /** Monthly condomínio and IPTU, whole reais; blank = not informed (older clients omit them). */
  condo_fee: optionalMoney,
  iptu_monthly: optionalMoney,
  /** Only with rental_period 'custom': 1 to 365 days. */
  rental_days: numberInput(z.number({ error: listingMsg.rentalDays }).int(listingMsg.rentalDays).nullable()),
  bedroom: countSchema,
  suite: countSchema,
  bathroom: countSchema,
  parking_space: countSchema,
  /** The floor of an apartment or office (0 = ground floor). */
  floor: countSchema,
  commercial_room: countSchema,
  square_meters: areaSchema,
  built_area_meters: areaSchema,
  /** Blank, or a year from 1800 to next year (a building about to be delivered). */
  year_built: numberInput(
    z
      .number({ error: listingMsg.yearBuilt })
      .int(listingMsg.yearBuilt)
      .min(YEAR_BUILT_MIN, listingMsg.yearBuilt)
      .refine((y) => y <= new Date().getFullYear() + 1, listingMsg.yearBuilt)
      .nullable(),
  ),
  allows_pets: flagSchema.default(false),
  features: z
    .array(oneOf(propertyFeatures), { error: fieldMsg.oneOf(propertyFeatures) })
    .max(propertyFeatures.length)
    .default([]),
  address: propertyAddressSchema,
  youtube_url: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .superRefine((v, ctx) => {
      if (v === null) return
      if (!isHttpUrl(v)) ctx.addIssue({ code: 'custom', message: msg.url })
      else if (!youtubeVideoId(v)) ctx.addIssue({ code: 'custom', message: listingMsg.youtube })
    }),
  /** In gallery order; the plan's property_gallery_limit is checked by the API. */
  photos: z.array(listingPhotoSchema, { error: listingMsg.photo }).max(200).default([]),
  cover_index: z.coerce.number().int().min(0).default(0),
  /** Farm, ranch and site only (src/domain/rural.ts): dropped for any other category. */
  rural: ruralFieldSchema,
}

type Fields = {
  [K in keyof typeof listingFields]: z.output<(typeof listingFields)[K]>
}

/** Rules across fields: price or 'Sob consulta', the rental period of rentals, the custom days, the cover. */
function crossCheck(v: Fields, ctx: z.RefinementCtx) {
  if (!v.price_on_request && v.price === null)
    ctx.addIssue({ code: 'custom', path: ['price'], message: msg.required })
  const rents = v.listing_type === 'rent' || v.listing_type === 'both'
  if (rents && v.rental_period === null)
    ctx.addIssue({ code: 'custom', path: ['rental_period'], message: msg.required })
  if (rents && v.rental_period === 'custom') {
    const d = v.rental_days
    if (d === null) ctx.addIssue({ code: 'custom', path: ['rental_days'], message: msg.required })
    else if (d < RENTAL_DAYS.min || d > RENTAL_DAYS.max)
      ctx.addIssue({ code: 'custom', path: ['rental_days'], message: listingMsg.rentalDays })
  }
  if (v.photos.length > 0 && v.cover_index >= v.photos.length)
    ctx.addIssue({ code: 'custom', path: ['cover_index'], message: listingMsg.cover })
}

/**
 * What is stored: no rental period for a sale, no days unless custom, no price when on request, no rural fields
 * off a rural category (the form keeps them while the category changes back and forth).
 */
function normalise<T extends Fields>(v: T): T {
  const rents = v.listing_type === 'rent' || v.listing_type === 'both'
  const rental_period = rents ? v.rental_period : null
  return {
    ...v,
    price: v.price_on_request ? null : v.price,
    rental_period,
    rent_price: v.listing_type === 'both' && !v.price_on_request ? v.rent_price : null,
    rental_days: rental_period === 'custom' ? v.rental_days : null,
    cover_index: v.photos.length === 0 ? 0 : v.cover_index,
    rural: ruralOf(v.category, v.rural),
  }
}

/** POST /v1/properties: 'active' publishes, 'pending' keeps it unpublished. */
export const propertyCreateSchema = z
  .object({ ...listingFields, status: oneOf(creatableStatuses).default('active') })
  .superRefine(crossCheck)
  .transform(normalise)
export type PropertyCreateInput = z.input<typeof propertyCreateSchema>
export type PropertyCreate = z.output<typeof propertyCreateSchema>

/** PUT /v1/properties/:id: the whole listing again (the editor always sends every field). */
export const propertyUpdateSchema = z
  .object({ ...listingFields, status: oneOf(editableStatuses).default('active') })
  .superRefine(crossCheck)
  .transform(normalise)
export type PropertyUpdateInput = z.input<typeof propertyUpdateSchema>
export type PropertyUpdate = z.output<typeof propertyUpdateSchema>
