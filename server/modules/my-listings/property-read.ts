import type {
  MyPropertiesPage,
  MyProperty,
  MyPropertySummary,
  PropertyLimits,
} from '../../../src/domain/my-property'
import type { Db } from '../../db/client'
import { notFound } from '../../http/errors'
import { townOf } from '../../http/public-read'
import { holdOf } from '../listings'
import { coverImage, mediaAttributes } from './gallery'
import { minePage } from './page'
import { kindUse, listLimits } from './limits'
import {
  countHighlights,
  countMine,
  findImages,
  findMine,
  findMinePage,
  type MineDetailRow,
  type MineFilter,
  type MineRow,
} from './property-repository'
import { highlightIsOn, MY_PROPERTY_NOT_FOUND } from './property-status'

// The advertiser's properties as the dashboard reads them: the list's cards and the editor's form.

function summaryAttributes(r: MineDetailRow) {
  return {
    name: r.name,
    status: r.status,
    category: r.category,
    listing_type: r.listingType,
    price: r.priceOnRequest ? null : r.price,
    price_on_request: r.priceOnRequest,
    rental_period: r.rentalPeriod,
    ...townOf(r.cityId),
    neighborhood: r.neighborhood,
    highlighted: highlightIsOn(r),
    highlighted_until: highlightIsOn(r) ? (r.highlightedUntil?.toISOString() ?? null) : null,
    archived_at: r.deletedAt?.toISOString() ?? null,
    hold: holdOf(r),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }
}

function toSummary(r: MineRow): MyPropertySummary {
  return {
    id: String(r.id),
    type: 'property',
    attributes: {
      ...summaryAttributes(r),
      cover: coverImage(r.cover),
      photos_count: Number(r.photos),
      views: Number(r.views),
      leads: Number(r.leads),
    },
  }
}

/** The plan's limits with what is in use: published listings and current highlights. */
export async function propertyLimits(db: Db, userId: number): Promise<PropertyLimits> {
  const [use, highlights] = await Promise.all([kindUse(db, userId, 'property'), countHighlights(db, userId)])
  return {
    ...listLimits(use),
    highlighted: use.plan.highlighted,
    highlights_active: highlights,
    highlight_days: use.plan.highlightDays,
  }
}

export function listMine(
  db: Db,
  userId: number,
  query: { page: number; per_page: number } & MineFilter,
): Promise<MyPropertiesPage> {
  const { page, per_page: perPage, ...filter } = query
  const reads = {
    rows: (limit: number, offset: number) => findMinePage(db, userId, limit, offset, filter),
    total: () => countMine(db, userId, filter),
    limits: () => propertyLimits(db, userId),
  }
  return minePage(page, perPage, reads, toSummary)
}

/** One of mine as the list shows it (archived or not), after an action. */
export async function summaryOf(db: Db, userId: number, id: number): Promise<MyPropertySummary> {
  const [row] = await findMinePage(db, userId, 1, 0, { id })
  if (!row) throw notFound(MY_PROPERTY_NOT_FOUND)
  return toSummary(row)
}

export async function getMine(db: Db, userId: number, id: number): Promise<MyProperty | null> {
  const r = await findMine(db, userId, id)
  if (!r) return null
  const [images, [counts]] = await Promise.all([findImages(db, id), findMinePage(db, userId, 1, 0, { id })])
  return {
    id: String(r.id),
    type: 'property',
    attributes: {
      ...summaryAttributes(r),
      ...mediaAttributes(images),
      views: Number(counts?.views ?? 0),
      leads: Number(counts?.leads ?? 0),
      description: r.description,
      rental_days: r.rentalDays,
      rent_price: r.rentPrice,
      condo_fee: r.condoFee,
      iptu_monthly: r.iptuMonthly,
      bedroom: r.bedroom,
      suite: r.suite,
      bathroom: r.bathroom,
      parking_space: r.parkingSpace,
      floor: r.floor,
      commercial_room: r.commercialRoom,
      square_meters: r.squareMeters,
      built_area_meters: r.builtAreaMeters,
      year_built: r.yearBuilt,
      allows_pets: r.allowsPets,
      features: r.features,
      youtube_url: r.youtubeUrl,
      rural: r.rural,
      address: {
        street: r.street,
        number: r.number,
        complement: r.complement,
        neighborhood: r.neighborhood,
        city_id: r.cityId,
        zip_code: r.zipCode,
        reference: r.reference,
        lat: r.lat,
        lng: r.lng,
        privacy: r.addressPrivacy,
      },
    },
  }
}
