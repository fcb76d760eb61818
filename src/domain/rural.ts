import { z } from 'zod'
import {
  documentStatuses,
  electricityKinds,
  landUses,
  ruralBuildings,
  waterSources,
  type PropertyCategory,
} from './enums'
import { msg } from './messages'
import { alqueiresToHa, isRuralCategory, roundHa } from './rural-units'
import { blankToNull, numberInput } from './number-input'
import { fieldMsg, flagSchema, oneOf } from './validation'

// The rural fields of a farm, ranch or site: one object (`rural`) in the listing's input and answers, stored as
// one jsonb column with the hectares beside it for the filters. The area is kept in hectares; the form may take
// it in alqueires baianos, which the region uses, and the detail shows both.

export const RURAL_AREA_MAX_HA = 1_000_000
export const RURAL_DISTANCE_MAX_KM = 500
export const areaUnits = ['ha', 'alqueire'] as const
export type AreaUnit = (typeof areaUnits)[number]

export const ruralMsg = {
  areaMax: 'Área muito grande',
  distance: `Informe uma distância entre 0 e ${RURAL_DISTANCE_MAX_KM} km`,
} as const

const list = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(oneOf(values), { error: fieldMsg.oneOf(values) })
    .max(values.length)
    .default([])
    .transform((v) => [...new Set(v)])

const docStatus = z.preprocess(blankToNull, oneOf(documentStatuses).nullable()).default(null)

const positiveArea = numberInput(
  z
    .number({ error: msg.positive })
    .refine((n) => Number.isFinite(n) && n > 0, msg.positive)
    .nullable(),
).default(null)

/**
 * The rural fields as the form and the API send them: `area` in `area_unit` (hectares unless told), or `area_ha`
 * as answered (what this schema gives back parses again to itself: the editor sends its checked values).
 */
export const ruralInputSchema = z
  .object({
    area: positiveArea,
    area_ha: positiveArea,
    area_unit: z.preprocess(blankToNull, oneOf(areaUnits).nullable()).default(null),
    water: list(waterSources),
    electricity: z.preprocess(blankToNull, oneOf(electricityKinds).nullable()).default(null),
    /** Reached by asphalt (else a dirt road). */
    asphalt: flagSchema.default(false),
    /** Kilometres from the town's seat. */
    distance_km: numberInput(
      z
        .number({ error: ruralMsg.distance })
        .min(0, ruralMsg.distance)
        .max(RURAL_DISTANCE_MAX_KM, ruralMsg.distance)
        .nullable(),
    ).default(null),
    uses: list(landUses),
    buildings: list(ruralBuildings),
    documents: z
      .object({ car: docStatus, ccir: docStatus, itr: docStatus, sigef: docStatus })
      .default({ car: null, ccir: null, itr: null, sigef: null }),
  })
  .superRefine((v, ctx) => {
    if (v.area !== null && toHa(v.area, v.area_unit) > RURAL_AREA_MAX_HA)
      ctx.addIssue({ code: 'custom', path: ['area'], message: ruralMsg.areaMax })
    if (v.area_ha !== null && v.area_ha > RURAL_AREA_MAX_HA)
      ctx.addIssue({ code: 'custom', path: ['area_ha'], message: ruralMsg.areaMax })
  })
  .transform(({ area, area_ha: ha, area_unit: unit, distance_km: km, ...v }) => ({
    area_ha: area === null ? (ha === null ? null : roundHa(ha)) : toHa(area, unit),
    ...v,
    distance_km: km === null ? null : Math.round(km * 10) / 10,
  }))

const toHa = (area: number, unit: AreaUnit | null) =>
  unit === 'alqueire' ? alqueiresToHa(area) : roundHa(area)

const answeredDoc = z.enum(documentStatuses).nullable()

/** The rural fields as stored and answered (the detail, the advertiser's own read). */
export const ruralDetailsSchema = z.object({
  area_ha: z.number().nullable(),
  water: z.array(z.enum(waterSources)),
  electricity: z.enum(electricityKinds).nullable(),
  asphalt: z.boolean(),
  distance_km: z.number().nullable(),
  uses: z.array(z.enum(landUses)),
  buildings: z.array(z.enum(ruralBuildings)),
  documents: z.object({ car: answeredDoc, ccir: answeredDoc, itr: answeredDoc, sigef: answeredDoc }),
})
export type RuralDetails = z.infer<typeof ruralDetailsSchema>

/** The listing's `rural` field: absent or null = none. */
export const ruralFieldSchema = ruralInputSchema.nullish().transform((v) => v ?? null)

/** What a listing keeps: the rural fields only on a rural category (a house sent with them drops them). */
export const ruralOf = (category: PropertyCategory, rural: RuralDetails | null): RuralDetails | null =>
  isRuralCategory(category) ? rural : null
