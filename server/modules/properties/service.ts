import type { Property } from '../../../src/domain/property'
import type { Db } from '../../db/client'
import { townOf } from '../../http/public-read'
import { findAdvertiserSummary } from '../advertisers'
import { galleryOf, priceHistory } from '../listings'
import { findPropertyImages, findPropertyViews, findPublicProperty } from './repository'
import { propertyBand } from '../price-bands'
import { publicAddressParts } from '../../../src/domain/address-privacy'

export { searchProperties } from './search'

export const PROPERTY_NOT_FOUND = 'O imóvel que você está procurando não existe ou foi removido.'

export async function getProperty(db: Db, id: number): Promise<Property | null> {
  const found = await findPublicProperty(db, id)
  if (!found) return null
  const { property: r } = found
  const price = found.price === null ? null : Number(found.price)
  const [images, views, advertiser, history, band] = await Promise.all([
    findPropertyImages(db, id),
    findPropertyViews(db, id),
    findAdvertiserSummary(db, r.userId, { withPhones: true }),
    priceHistory(db, 'property', id, { price, since: r.createdAt }),
    propertyBand(db, r),
  ])
  if (!advertiser) return null
  const { gallery, cover } = galleryOf(images)
  // The advertiser's privacy level decides which parts of the address the public reads, and the database blurred
  // the point to the same level. The editor reads the full address elsewhere.
  const shown = publicAddressParts(r.addressPrivacy, {
    street: r.street,
    number: r.number,
    complement: r.complement,
    neighborhood: r.neighborhood,
    zip_code: r.zipCode,
    reference: r.reference,
  })
  return {
    id: String(r.id),
    type: 'property',
    attributes: {
      name: r.name,
      category: r.category,
      listing_type: r.listingType,
      price,
      rental_period: r.rentalPeriod,
      rent_price: r.rentPrice,
      bedroom: r.bedroom,
      bathroom: r.bathroom,
      parking_space: r.parkingSpace,
      square_meters: r.squareMeters,
      ...townOf(r.cityId),
      neighborhood: shown.neighborhood,
      cover,
      highlighted: Boolean(found.highlighted),
      created_at: r.createdAt.toISOString(),
      description: r.description,
      category_group: r.categoryGroup,
      status: r.status,
      condo_fee: r.condoFee,
      iptu_monthly: r.iptuMonthly,
      suite: r.suite,
      floor: r.floor,
      commercial_room: r.commercialRoom,
      built_area_meters: r.builtAreaMeters,
      year_built: r.yearBuilt,
      allows_pets: r.allowsPets,
      features: r.features,
      youtube_url: r.youtubeUrl,
      images: gallery,
      address: {
        ...shown,
        city_id: r.cityId,
        ...townOf(r.cityId),
        state: r.state,
        lat: r.mapLat,
        lng: r.mapLng,
        privacy: r.addressPrivacy,
      },
      advertiser,
      views,
      updated_at: r.updatedAt.toISOString(),
      price_drop_percent: history.price_drop?.percent ?? null,
      ...history,
      price_band: band,
      advertiser_verified: Boolean(found.advertiserVerified),
      documented: Boolean(found.documented),
      // The yes/no only: the capture positions behind it stay on the uploads, never in an answer.
      photos_on_site: r.photosOnSite,
      rural: r.rural,
      area_ha: r.areaHa,
    },
  }
}
