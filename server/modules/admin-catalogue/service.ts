import { eq } from 'drizzle-orm'
import type {
  AdminBrand,
  AdminModel,
  BrandListQuery,
  brandInputSchema,
  modelInputSchema,
  yearInputSchema,
  YearsBatchValues,
} from '../../../src/domain/backoffice-catalogue'
import { BRAND_IMAGE_MAX_BYTES } from '../../../src/domain/backoffice-catalogue'
import type { z } from 'zod'
import { uploadMsg } from '../../../src/domain/upload'
import { saveImage, UnsupportedImageError } from '../../adapters/storage/images'
import type { Storage } from '../../adapters/storage/storage'
import type { Db } from '../../db/client'
import { vehicleModels, vehicleYears } from '../../db/schema'
import { apiError, notFound } from '../../http/errors'
import { pageMeta, toImage } from '../../http/public-read'
import type { SearchInvalidator } from '../search'
import { isUniqueViolation } from '../users'
import * as repo from './repository'

// Staff's catalogue. Every change empties the search cache: brand and model names are searched and listed in the
// vehicle filters, and a deactivated brand leaves the editor's and the search's lists at once.

export interface CatalogueDeps {
  db: Db
  storage: Storage
  searchCache: SearchInvalidator
}

export const BRAND_NOT_FOUND = 'Marca não encontrada'
export const MODEL_NOT_FOUND = 'Modelo não encontrado'
export const YEAR_NOT_FOUND = 'Ano não encontrado'
const CODE_TAKEN = 'Já existe uma marca com este código para este tipo de veículo'

type BrandFound = NonNullable<Awaited<ReturnType<typeof repo.findBrand>>>

export const toAdminBrand = ({ brand, image, modelsCount }: BrandFound): AdminBrand => ({
  id: String(brand.id),
  type: 'vehicle_brand',
  attributes: {
    name: brand.name,
    code: brand.code,
    vehicle_type: brand.vehicleType,
    status: brand.status,
    image: image ? toImage(image, brand.name) : null,
    models_count: Number(modelsCount),
    created_at: brand.createdAt.toISOString(),
  },
})

export async function listBrands(db: Db, q: BrandListQuery) {
  const { rows, total } = await repo.findBrandPage(db, q)
  return { data: rows.map(toAdminBrand), meta: pageMeta(q.page, q.per_page, total) }
}

export async function brandOr404(db: Db, id: number): Promise<AdminBrand> {
  const found = await repo.findBrand(db, id)
  if (!found) throw notFound(BRAND_NOT_FOUND)
  return toAdminBrand(found)
}

async function storeBrandImage(
  deps: CatalogueDeps,
  dataUrl: string | undefined,
): Promise<number | undefined> {
  if (!dataUrl) return undefined
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')
  const pointer = '/image_data_url'
  if (bytes.length > BRAND_IMAGE_MAX_BYTES)
    throw apiError(422, 'Arquivo muito grande (máximo 2 MB)', { pointer })
  try {
    return (await saveImage(deps.db, deps.storage, bytes)).id
  } catch (err) {
    if (err instanceof UnsupportedImageError)
      throw apiError(422, uploadMsg.invalidFile, { code: 'invalid_file', pointer })
    throw err
  }
}

type BrandBody = z.output<typeof brandInputSchema>

export async function createBrand(deps: CatalogueDeps, input: BrandBody): Promise<AdminBrand> {
  if (await repo.brandCodeTaken(deps.db, input.vehicle_type, input.code))
    throw apiError(422, CODE_TAKEN, { code: 'taken', pointer: '/code' })
  const imageMediaId = await storeBrandImage(deps, input.image_data_url)
  const [row] = await repo.insertBrand(deps.db, {
    name: input.name,
    code: input.code,
    vehicleType: input.vehicle_type,
    status: input.status,
    imageMediaId: imageMediaId ?? null,
  })
  deps.searchCache.invalidate('catalogue changed')
  return brandOr404(deps.db, row!.id)
}

export async function updateBrand(
  deps: CatalogueDeps,
  id: number,
  input: BrandBody,
): Promise<{ before: AdminBrand; after: AdminBrand }> {
  const before = await brandOr404(deps.db, id)
  if (await repo.brandCodeTaken(deps.db, input.vehicle_type, input.code, id))
    throw apiError(422, CODE_TAKEN, { code: 'taken', pointer: '/code' })
  const imageMediaId = await storeBrandImage(deps, input.image_data_url)
  // Only a changed name is written: a write of the name rewrites the search text of every vehicle of the brand.
  await repo.updateBrand(deps.db, id, {
    ...(input.name !== before.attributes.name ? { name: input.name } : {}),
    code: input.code,
    vehicleType: input.vehicle_type,
    status: input.status,
    ...(imageMediaId !== undefined ? { imageMediaId } : {}),
  })
  deps.searchCache.invalidate('catalogue changed')
  return { before, after: await brandOr404(deps.db, id) }
}

const toAdminModel = ({ model, years }: { model: repo.ModelRow; years: repo.YearRow[] }): AdminModel => ({
  id: String(model.id),
  type: 'vehicle_model',
  attributes: {
    brand_id: String(model.brandId),
    name: model.name,
    status: model.status,
    created_at: model.createdAt.toISOString(),
    years: years.map((y) => ({ id: String(y.id), year: y.year, version: y.version, status: y.status })),
  },
})

export async function listModels(db: Db, brandId: number): Promise<AdminModel[]> {
  await brandOr404(db, brandId)
  return (await repo.findModelsOfBrand(db, brandId)).map(toAdminModel)
}

async function modelOr404(db: Db, id: number): Promise<AdminModel> {
  const model = await repo.findModel(db, id)
  if (!model) throw notFound(MODEL_NOT_FOUND)
  const found = (await repo.findModelsOfBrand(db, model.brandId)).find((m) => m.model.id === id)!
  return toAdminModel(found)
}

type ModelBody = z.output<typeof modelInputSchema>

export async function createModel(deps: CatalogueDeps, brandId: number, input: ModelBody) {
  await brandOr404(deps.db, brandId)
  const [row] = await deps.db
    .insert(vehicleModels)
    .values({ brandId, name: input.name, status: input.status })
    .returning({ id: vehicleModels.id })
  deps.searchCache.invalidate('catalogue changed')
  return modelOr404(deps.db, row!.id)
}

export async function updateModel(deps: CatalogueDeps, id: number, input: ModelBody) {
  const before = await modelOr404(deps.db, id)
  await deps.db
    .update(vehicleModels)
    .set({ name: input.name, status: input.status })
    .where(eq(vehicleModels.id, id))
  deps.searchCache.invalidate('catalogue changed')
  return { before, after: await modelOr404(deps.db, id) }
}

type YearBody = z.output<typeof yearInputSchema>
const toYear = (y: repo.YearRow) => ({ id: String(y.id), year: y.year, version: y.version, status: y.status })

export const YEAR_TAKEN = 'Este ano e versão já existem neste modelo'

/** A label for the log and the messages: "Chapada 2024 1.0 Turbo". */
const yearLabel = (model: string, y: { year: number; version: string }) =>
  [model, y.year, y.version].filter((p) => p !== '').join(' ')

export async function createYear(deps: CatalogueDeps, modelId: number, input: YearBody) {
  const model = await modelOr404(deps.db, modelId)
  const [row] = await deps.db
    .insert(vehicleYears)
    .values({ modelId, year: input.year, version: input.version, status: input.status })
    .onConflictDoNothing()
    .returning()
  if (!row) throw apiError(422, YEAR_TAKEN, { code: 'taken', pointer: '/year' })
  deps.searchCache.invalidate('catalogue changed')
  return { year: toYear(row), label: yearLabel(model.attributes.name, row) }
}

/**
 * Several years of one version in one transaction. Years the model already has (active or not) are left as they
 * were and reported; the unique key on (model, year, version) keeps a retried or concurrent batch from adding twice.
 */
export async function addYears(deps: CatalogueDeps, modelId: number, input: YearsBatchValues) {
  const model = await modelOr404(deps.db, modelId)
  const added = await deps.db.transaction(async (tx) =>
    tx
      .insert(vehicleYears)
      .values(input.years.map((year) => ({ modelId, year, version: input.version, status: input.status })))
      .onConflictDoNothing()
      .returning(),
  )
  const fresh = new Set(added.map((y) => y.year))
  if (added.length) deps.searchCache.invalidate('catalogue changed')
  return {
    added: added.sort((a, b) => a.year - b.year).map(toYear),
    existing: input.years.filter((y) => !fresh.has(y)),
    label: [model.attributes.name, input.version].filter(Boolean).join(' '),
  }
}

export async function updateYear(deps: CatalogueDeps, id: number, input: YearBody) {
  const before = await repo.findYear(deps.db, id)
  if (!before) throw notFound(YEAR_NOT_FOUND)
  const model = await repo.findModel(deps.db, before.modelId)
  // Asked first for a clear answer; the unique key still holds if two edits race.
  if (await repo.yearTaken(deps.db, before.modelId, input.year, input.version, id))
    throw apiError(422, YEAR_TAKEN, { code: 'taken', pointer: '/year' })
  const [row] = await deps.db
    .update(vehicleYears)
    .set({ year: input.year, version: input.version, status: input.status })
    .where(eq(vehicleYears.id, id))
    .returning()
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw apiError(422, YEAR_TAKEN, { code: 'taken', pointer: '/year' })
      throw err
    })
  deps.searchCache.invalidate('catalogue changed')
  return { before: toYear(before), after: toYear(row!), label: yearLabel(model?.name ?? '', row!) }
}
