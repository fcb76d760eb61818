import { z } from 'zod'
import {
  bodyworks,
  fuelTypes,
  listingTypes,
  propertyCategories,
  propertyFeatures,
  rentalPeriods,
  steeringWheels,
  transmissions,
  vehicleConditions,
  vehicleTypes,
} from './enums'
import { blankToNull, numberInput } from './number-input'
import { AREA_MAX, COUNT_MAX, PRICE_MAX } from './property-input'

// "Gerar descrição" (POST /v1/text/description): the attributes a listing form already holds, sent as they are
// (numbers or the inputs' strings, blanks for "not informed"); the answer is a pt-BR description and a suggested
// title. Nothing here is stored.

/** Per signed-in account, and (anonymousMax) per address for visitors not signed up yet. */
export const TEXT_HELP_LIMIT = { max: 10, anonymousMax: 5, minutes: 10 } as const

const count = numberInput(z.number().int().min(0).max(COUNT_MAX).nullable()).optional()
const area = numberInput(z.number().positive().max(AREA_MAX).nullable()).optional()
const money = numberInput(z.number().positive().max(PRICE_MAX).nullable()).optional()
const name = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullable()).optional()
const pick = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToNull, z.enum(values).nullable()).optional()
const flag = z.boolean().optional()

export const propertyTextInputSchema = z.object({
  kind: z.literal('property'),
  category: z.enum(propertyCategories),
  listing_type: z.enum(listingTypes),
  bedroom: count,
  suite: count,
  bathroom: count,
  parking_space: count,
  floor: count,
  commercial_room: count,
  square_meters: area,
  built_area_meters: area,
  year_built: numberInput(z.number().int().min(1800).max(2100).nullable()).optional(),
  allows_pets: flag,
  features: z.array(z.enum(propertyFeatures)).max(propertyFeatures.length).default([]),
  city_id: numberInput(z.number().int().nullable()).optional(),
  neighborhood: name(80),
  street: name(160),
  price: money,
  price_on_request: flag,
  rental_period: pick(rentalPeriods),
})
export type PropertyTextInput = z.infer<typeof propertyTextInputSchema>
/** As a form sends it: numbers may be the inputs' strings. */
export type PropertyTextRequest = z.input<typeof propertyTextInputSchema>

export const vehicleTextInputSchema = z.object({
  kind: z.literal('vehicle'),
  vehicle_type: z.enum(vehicleTypes),
  /** Names as the catalogue shows them (the form knows them from its selects). */
  brand: z.string().trim().min(1).max(60),
  model: z.string().trim().min(1).max(60),
  version: name(80),
  year: numberInput(z.number().int().min(1900).max(2100).nullable()).optional(),
  color: name(40),
  fuel_type: pick(fuelTypes),
  condition: pick(vehicleConditions),
  mileage: numberInput(z.number().int().min(0).max(5_000_000).nullable()).optional(),
  transmission: pick(transmissions),
  steering_wheel: pick(steeringWheels),
  bodywork: pick(bodyworks),
  doors: numberInput(z.union([z.literal(2), z.literal(4)]).nullable()).optional(),
  one_owner: flag,
  accepts_exchange: flag,
  /** Names of the optional items chosen. */
  optional_items: z.array(z.string().trim().min(1).max(60)).max(80).default([]),
  city_id: numberInput(z.number().int().nullable()).optional(),
  price: money,
})
export type VehicleTextInput = z.infer<typeof vehicleTextInputSchema>
export type VehicleTextRequest = z.input<typeof vehicleTextInputSchema>

export const textHelpInputSchema = z.discriminatedUnion('kind', [
  propertyTextInputSchema,
  vehicleTextInputSchema,
])
export type TextHelpInput = z.infer<typeof textHelpInputSchema>

export const textSuggestionSchema = z.object({
  /** A suggested title (vehicles use it; properties may). */
  title: z.string(),
  description: z.string(),
})
export type TextSuggestion = z.infer<typeof textSuggestionSchema>

export const textSuggestionDocumentSchema = z.object({
  data: z.object({ type: z.literal('text_suggestion'), attributes: textSuggestionSchema }),
})
export type TextSuggestionDocument = z.infer<typeof textSuggestionDocumentSchema>
