import { z } from 'zod'
import { propertyCategories, type PropertyCategory, type VehicleType } from './enums'
import { propertySearchFields } from './property-search'
import { towns } from './region'
import { vehicleSearchFields } from './vehicle-search'

// Saved searches ("Salvar busca", "Meus alertas"): a list page's search kept with its alerts. The web app prefills
// the name with savedSearchName; the server names a search saved without one, and names it in its e-mails.

export const savedSearchKinds = ['property', 'vehicle'] as const
export type SavedSearchKind = (typeof savedSearchKinds)[number]
export const alertEmailModes = ['off', 'instant', 'daily'] as const
export type AlertEmailMode = (typeof alertEmailModes)[number]

/** How many saved searches one account keeps. */
export const SAVED_SEARCH_LIMIT = 50
export const SAVED_SEARCH_NAME_MAX = 120

/** The params a saved search keeps: the list page's filters (paging and order say nothing of what is wanted). */
export const savedSearchKeys: Record<SavedSearchKind, readonly string[]> = {
  property: [...Object.keys(propertySearchFields).filter((k) => k !== 'sort'), 'bbox'],
  vehicle: Object.keys(vehicleSearchFields).filter((k) => k !== 'sort'),
}
/** Params the list page's URL carries that a saved search drops without refusing them. */
const ignoredKeys = new Set(['sort', 'page', 'per_page'])

const queryMsg = 'Esta busca tem um filtro desconhecido.'
const queryValue = z
  .string()
  .max(200)
  .regex(/^[^\0]*$/, queryMsg)

/** The list page's URL search params, as strings; unknown keys refused, order and paging dropped. */
const querySchema = z.record(z.string(), queryValue)

export const savedSearchInputSchema = z
  .object({
    kind: z.enum(savedSearchKinds, { error: 'Escolha imóveis ou veículos.' }),
    query: querySchema,
    /** Without a name the server names the search (savedSearchName). */
    name: z
      .string({ error: 'Dê um nome à busca.' })
      .trim()
      .min(1, 'Dê um nome à busca.')
      .max(SAVED_SEARCH_NAME_MAX, `Use no máximo ${SAVED_SEARCH_NAME_MAX} caracteres.`)
      .optional(),
    push: z.boolean().default(true),
    email: z.enum(alertEmailModes).default('daily'),
  })
  .transform(({ query, ...rest }) => ({
    ...rest,
    query: Object.fromEntries(Object.entries(query).filter(([k, v]) => !ignoredKeys.has(k) && v !== '')),
  }))
  .superRefine((v, ctx) => {
    const allowed = savedSearchKeys[v.kind]
    for (const key of Object.keys(v.query))
      if (!allowed.includes(key)) ctx.addIssue({ code: 'custom', message: queryMsg, path: ['query', key] })
  })
export type SavedSearchInput = z.input<typeof savedSearchInputSchema>
export type SavedSearchValues = z.output<typeof savedSearchInputSchema>

export const savedSearchPatchSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Dê um nome à busca.')
    .max(SAVED_SEARCH_NAME_MAX, `Use no máximo ${SAVED_SEARCH_NAME_MAX} caracteres.`)
    .optional(),
  push: z.boolean().optional(),
  email: z.enum(alertEmailModes).optional(),
  active: z.boolean().optional(),
})
export type SavedSearchPatch = z.infer<typeof savedSearchPatchSchema>

export const savedSearchAttributesSchema = z.object({
  kind: z.enum(savedSearchKinds),
  query: z.record(z.string(), z.string()),
  name: z.string(),
  push: z.boolean(),
  email: z.enum(alertEmailModes),
  active: z.boolean(),
  created_at: z.string(),
  last_notified_at: z.string().nullable(),
})
export const savedSearchResourceSchema = z.object({
  id: z.string(),
  type: z.literal('saved_search'),
  attributes: savedSearchAttributesSchema,
})
export type SavedSearch = z.infer<typeof savedSearchResourceSchema>
export const savedSearchDocumentSchema = z.object({ data: savedSearchResourceSchema })
export const savedSearchListSchema = z.object({ data: z.array(savedSearchResourceSchema) })

/** A device's favourites, followed for price drops and endings (PUT /api/push/follows). */
export const FOLLOW_LIMIT = 200
export const pushFollowsSchema = z.object({
  endpoint: z.string().min(1).max(2048),
  listings: z
    .array(z.object({ kind: z.enum(savedSearchKinds), id: z.number().int().positive().max(2_147_483_647) }))
    .max(FOLLOW_LIMIT, `No máximo ${FOLLOW_LIMIT} favoritos.`),
})
export type PushFollows = z.infer<typeof pushFollowsSchema>

const categoryPlural: Record<PropertyCategory, string> = {
  house: 'Casas',
  apartment: 'Apartamentos',
  office: 'Salas',
  farm: 'Fazendas',
  land: 'Terrenos',
  lot: 'Lotes',
  ranch: 'Chácaras',
  building: 'Prédios',
  site: 'Sítios',
  commercial: 'Pontos comerciais',
  industrial: 'Galpões',
  industrial_land: 'Áreas industriais',
}
const vehiclePlural: Record<VehicleType, string> = {
  cars: 'Carros',
  motorcycles: 'Motos',
  trucks: 'Caminhões',
}
const conditionWord: Record<string, string> = { new: '0 km', semi_new: 'seminovos', used: 'usados' }

/** 1500 -> "R$ 1.500" (whole reais, as the filters are). */
export const reais = (value: number) =>
  `R$ ${Math.trunc(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`

const whole = (raw: string | undefined): number | undefined =>
  raw !== undefined && /^\d{1,10}$/.test(raw) ? Number(raw) : undefined

function range(min: number | undefined, max: number | undefined, show: (n: number) => string) {
  if (min !== undefined && max !== undefined) return `de ${show(min)} a ${show(max)}`
  if (max !== undefined) return `até ${show(max)}`
  if (min !== undefined) return `a partir de ${show(min)}`
  return undefined
}

/** What the query names by id only, for the name: a vehicle's brand and model. */
export interface SavedSearchLabels {
  brand?: string
  model?: string
}

/**
 * The search's pt-BR name, e.g. "Casas para alugar em Irecê até R$ 1.500" or "Carros Fiat Strada em Irecê, de
 * 2018 a 2022, até R$ 80.000"; at most SAVED_SEARCH_NAME_MAX characters.
 */
export function savedSearchName(
  kind: SavedSearchKind,
  query: Record<string, string>,
  labels: SavedSearchLabels = {},
): string {
  const parts: string[] = []
  const extras: string[] = []
  if (kind === 'property') {
    const category = propertyCategories.find((c) => c === query.category)
    parts.push(category ? categoryPlural[category] : 'Imóveis')
    if (query.listing_type === 'sale') parts.push('à venda')
    if (query.listing_type === 'rent') parts.push('para alugar')
    const bedrooms = whole(query.bedrooms)
    if (bedrooms) parts.push(bedrooms === 1 ? 'com 1+ quarto' : `com ${bedrooms}+ quartos`)
  } else {
    const type = (['cars', 'motorcycles', 'trucks'] as const).find((v) => v === query.vehicle_type)
    parts.push(type ? vehiclePlural[type] : 'Veículos')
    if (labels.brand) parts.push(labels.brand)
    if (labels.model) parts.push(labels.model)
    const condition = query.condition ? conditionWord[query.condition] : undefined
    if (condition) parts.push(condition)
    const years = range(whole(query.year_min), whole(query.year_max), String)
    if (years) extras.push(years)
  }
  const q = query.q?.trim()
  if (q) parts.push(`com “${q}”`)
  const town = towns.find((t) => t.slug === query.city)
  if (town) parts.push(`em ${town.name}`)
  if (query.bbox) parts.push('na área do mapa')
  const price = range(whole(query.price_min), whole(query.price_max), reais)
  const head = parts.join(' ')
  const name = [head, ...extras].join(', ') + (price ? (extras.length ? `, ${price}` : ` ${price}`) : '')
  return name.length > SAVED_SEARCH_NAME_MAX ? `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1)}…` : name
}
