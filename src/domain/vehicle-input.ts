import { z } from 'zod'
import {
  bodyworks,
  financingStatuses,
  fuelTypes,
  steeringWheels,
  transmissions,
  vehicleConditions,
  vehicleTypes,
} from './enums'
import { msg } from './messages'
import { numberInput } from './number-input'
import {
  LISTING_DESCRIPTION,
  LISTING_NAME,
  listingMsg,
  listingPhotoSchema,
  PRICE_MAX,
  youtubeVideoId,
} from './property-input'
import { towns } from './region'
import { vehicleColours } from './vehicle-search'
import { ownerTargets } from './vehicle-status'
import {
  cepSchema,
  fieldMsg,
  flagSchema,
  INT4_MAX,
  intIdSchema,
  isHttpUrl,
  oneOf,
  optionalText,
  requiredText,
} from './validation'

// The advertiser's vehicle form and its media step: the same schemas for the dashboard's forms (react-hook-form
// resolver) and the API (POST /v1/vehicles and PUT /v1/vehicles/:id take both in one request, as properties do).

export const vehicleMsg = {
  notFound: 'O veículo que você está procurando não existe ou foi removido.',
  locked: 'O tipo, a marca, o modelo e a versão não podem ser alterados depois da criação.',
  year: 'Ano inválido',
  mileage: 'Quilometragem inválida',
  doors: 'Informe 2 ou 4 portas',
  brand: 'Escolha uma marca do tipo de veículo escolhido',
  model: 'Escolha um modelo da marca escolhida',
  version: 'Escolha um ano e uma versão do modelo escolhido',
  optionalItem: 'Item opcional inválido',
  createFailed: 'Falha ao cadastrar o veículo, verifique os campos e tente novamente.',
  updateFailed: 'Falha ao atualizar o veículo, verifique os campos e tente novamente.',
  mediaFailed: 'Falha ao salvar as fotos do veículo, tente novamente.',
  publishFailed: 'Falha ao publicar o veículo, tente novamente mais tarde.',
  archiveFailed: 'Falha ao arquivar o veículo, tente novamente mais tarde.',
  unarchiveFailed: 'Falha ao desarquivar o veículo, tente novamente mais tarde.',
  statusFailed: 'Falha ao alterar o status do veículo, tente novamente mais tarde.',
  deleteFailed: 'Falha ao excluir o veículo, tente novamente mais tarde.',
  approveFailed: 'Falha ao aprovar o veículo, tente novamente mais tarde.',
  rejectFailed: 'Falha ao recusar o veículo, tente novamente mais tarde.',
  rejectReason: 'Informe o motivo da recusa (mínimo de 10 caracteres)',
  notPending: 'Este veículo não está aguardando revisão.',
  backToDraft: 'Um veículo que já foi enviado para revisão não volta a ser rascunho.',
  activeLimit: (n: number) =>
    `Você atingiu o limite de ${n} ${n === 1 ? 'veículo ativo' : 'veículos ativos'} do seu plano. ` +
    'Pause ou marque como vendido outro anúncio, ou mude de plano.',
} as const

/** Old plates (ABC-1234, with the hyphen) and Mercosul ones (ABC1D23); nothing else. */
export const OLD_PLATE = /^[A-Z]{3}-\d{4}$/
export const MERCOSUL_PLATE = /^[A-Z]{3}\d[A-Z]\d{2}$/
export const isVehiclePlate = (v: string): boolean => OLD_PLATE.test(v) || MERCOSUL_PLATE.test(v)
/** The plate's last digit (the licensing calendar uses it): derived, never typed. */
export const plateLastDigit = (plate: string | null): string | null => plate?.match(/\d$/)?.[0] ?? null

/** Blank (a new vehicle has none) or one of the two formats, upper-cased. */
export const vehiclePlateSchema = z
  .string({ error: msg.plate })
  .trim()
  .toUpperCase()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isVehiclePlate(v), msg.plate)

export const VEHICLE_YEAR_MIN = 1950
export const vehicleYearMax = (): number => new Date().getFullYear() + 1
export const MILEAGE_MAX = 3_000_000

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? msg.required
        : fieldMsg.oneOf(values),
  })
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), choice(values).nullable())

const townIds = towns.map((t) => String(t.id)) as [string, ...string[]]

export const vehicleFields = {
  vehicle_type: choice(vehicleTypes),
  brand_id: intIdSchema(),
  model_id: intIdSchema(),
  /** The catalogue's version of the chosen model and year ('' when the catalogue has none). */
  version: optionalText(120).transform((v) => v ?? ''),
  year: numberInput(
    z
      .number({ error: msg.required })
      .int(vehicleMsg.year)
      .refine((n) => n >= VEHICLE_YEAR_MIN && n <= vehicleYearMax(), vehicleMsg.year)
      .nullable(),
  ).refine((n) => n !== null, msg.required),
  name: requiredText(LISTING_NAME.max).min(LISTING_NAME.min, fieldMsg.minLength(LISTING_NAME.min)),
  description: requiredText(LISTING_DESCRIPTION.max).min(
    LISTING_DESCRIPTION.min,
    fieldMsg.minLength(LISTING_DESCRIPTION.min),
  ),
  color: choice(vehicleColours),
  fuel_type: choice(fuelTypes),
  condition: choice(vehicleConditions),
  plate: vehiclePlateSchema,
  mileage: numberInput(
    z
      .number({ error: vehicleMsg.mileage })
      .int(vehicleMsg.mileage)
      .min(0, vehicleMsg.mileage)
      .max(MILEAGE_MAX, vehicleMsg.mileage)
      .nullable(),
  ).transform((n) => n ?? 0),
  transmission: choice(transmissions),
  steering_wheel: optionalChoice(steeringWheels),
  bodywork: optionalChoice(bodyworks),
  doors: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? null : Number(v)),
    z.union([z.literal(2), z.literal(4)], { error: vehicleMsg.doors }).nullable(),
  ),
  one_owner: flagSchema.default(false),
  accepts_exchange: flagSchema.default(false),
  show_contact: flagSchema.default(true),
  financing_status: z
    .array(oneOf(financingStatuses), { error: fieldMsg.oneOf(financingStatuses) })
    .max(financingStatuses.length)
    .default([])
    .transform((v) => [...new Set(v)]),
  optional_item_ids: z
    .array(z.coerce.number().int().positive().max(INT4_MAX), { error: vehicleMsg.optionalItem })
    .max(200)
    .default([])
    .transform((v) => [...new Set(v)]),
  /** Whole reais. */
  price: numberInput(
    z
      .number({ error: msg.positive })
      .refine((n) => Number.isFinite(n) && n > 0, msg.positive)
      .refine((n) => n <= PRICE_MAX, listingMsg.priceMax)
      .transform((n) => Math.round(n))
      .nullable(),
  ).refine((n) => n !== null, msg.required),
  city_id: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), oneOf(townIds)).transform(Number),
  zip_code: cepSchema,
}

type Fields = { [K in keyof typeof vehicleFields]: z.output<(typeof vehicleFields)[K]> }

/** A used or semi-new vehicle has a plate; a new one may not have it yet. Motorcycles have no doors. */
function crossCheck(v: Fields, ctx: z.RefinementCtx) {
  if (v.condition !== 'new' && v.plate === null)
    ctx.addIssue({ code: 'custom', path: ['plate'], message: msg.required })
}

const normalise = <T extends Fields>(v: T) => ({
  ...v,
  year: v.year as number,
  price: v.price as number,
  doors: v.vehicle_type === 'motorcycles' ? null : v.doors,
  steering_wheel: v.vehicle_type === 'motorcycles' ? null : v.steering_wheel,
  plate_last_digit: plateLastDigit(v.plate),
})

/** POST /v1/vehicles and PUT /v1/vehicles/:id: the whole form (the edit form sends the locked fields as they are). */
export const vehicleInputSchema = z.object(vehicleFields).superRefine(crossCheck).transform(normalise)
export type VehicleInputValues = z.input<typeof vehicleInputSchema>
export type VehicleInput = z.output<typeof vehicleInputSchema>

/** What cannot change after creation (docs/product.md, Vehicles). */
export const lockedVehicleFields = ['vehicle_type', 'brand_id', 'model_id', 'version'] as const

export const videoUrlSchema = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .superRefine((v, ctx) => {
    if (v === null) return
    if (!isHttpUrl(v)) ctx.addIssue({ code: 'custom', message: msg.url })
    else if (!youtubeVideoId(v)) ctx.addIssue({ code: 'custom', message: listingMsg.youtube })
  })

/** The gallery in order (finished tus uploads or photos the vehicle has), its cover and the video. */
const vehicleMediaFields = {
  photos: z.array(listingPhotoSchema, { error: listingMsg.photo }).max(200).default([]),
  cover_index: z.coerce.number().int().min(0).default(0),
  youtube_url: videoUrlSchema,
}

type MediaFields = { photos?: { length: number }; cover_index?: number }

function checkCover(v: MediaFields, ctx: z.RefinementCtx) {
  if (v.photos && v.photos.length > 0 && (v.cover_index ?? 0) >= v.photos.length)
    ctx.addIssue({ code: 'custom', path: ['cover_index'], message: listingMsg.cover })
}

const coverOfPhotos = <T extends MediaFields>(v: T): T =>
  v.photos ? { ...v, cover_index: v.photos.length === 0 ? 0 : (v.cover_index ?? 0) } : v

/** PUT /v1/vehicles/:id/media: the gallery in order, its cover and the video. */
export const vehicleMediaInputSchema = z
  .object(vehicleMediaFields)
  .superRefine(checkCover)
  .transform(coverOfPhotos)
export type VehicleMediaInput = z.output<typeof vehicleMediaInputSchema>

/** A vehicle written in one request: the form's rules across fields, and the cover among the photos sent. */
function checkWrite(v: Fields & MediaFields, ctx: z.RefinementCtx) {
  crossCheck(v, ctx)
  checkCover(v, ctx)
}
const stored = <T extends Fields & MediaFields>(v: T) => coverOfPhotos(normalise(v))

/** What a vehicle written in one request asks for: saved as a draft, or published (sent to staff review). */
export const vehicleCreateStatuses = ['draft', 'pending'] as const
/** On an edit: the status it has ('draft' only while it is one), or one of the advertiser's moves. */
export const vehicleEditStatuses = ['draft', ...ownerTargets] as const

/** POST /v1/vehicles: the vehicle, its photos, cover and video, and 'draft' (default) or 'pending' (publish). */
export const vehicleCreateSchema = z
  .object({
    ...vehicleFields,
    ...vehicleMediaFields,
    status: oneOf(vehicleCreateStatuses).default('draft'),
  })
  .superRefine(checkWrite)
  .transform(stored)
export type VehicleCreateValues = z.input<typeof vehicleCreateSchema>
export type VehicleCreate = z.output<typeof vehicleCreateSchema>

/**
 * PUT /v1/vehicles/:id: the vehicle again; photos (with their cover) and the video when sent, kept when left out;
 * the status when sent ('pending' publishes), kept when left out.
 */
export const vehicleUpdateSchema = z
  .object({
    ...vehicleFields,
    photos: vehicleMediaFields.photos.unwrap().optional(),
    cover_index: vehicleMediaFields.cover_index.unwrap().optional(),
    youtube_url: videoUrlSchema.optional(),
    status: oneOf(vehicleEditStatuses).optional(),
  })
  .superRefine(checkWrite)
  .transform(stored)
export type VehicleUpdateValues = z.input<typeof vehicleUpdateSchema>
export type VehicleUpdate = z.output<typeof vehicleUpdateSchema>

/** PUT /v1/vehicles/:id/status: publish (pending, staff review), pause, mark sold. */
export const vehicleStatusInputSchema = z.object({ status: oneOf(ownerTargets) })

/** POST /v1/admin/vehicles/:id/reject. */
export const REJECT_REASON = { min: 10, max: 1000 } as const
export const vehicleRejectInputSchema = z.object({
  reason: requiredText(REJECT_REASON.max).min(REJECT_REASON.min, vehicleMsg.rejectReason),
})
