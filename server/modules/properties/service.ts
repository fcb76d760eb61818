import type { Property } from '../../../src/domain/property'
import type { Db } from '../../db/client'
import { townOf } from '../../http/public-read'
import { findAdvertiserSummary } from '../advertisers'
import { galleryOf } from '../listings'
import { findPropertyImages, findPropertyViews, findPublicProperty } from './repository'

export { searchProperties } from './search'

export const PROPERTY_NOT_FOUND = 'O imóvel que você está procurando não existe ou foi removido.'

export async function getProperty(db: Db, id: number): Promise<Property | null> {
  const found = await findPublicProperty(db, id)
  if (!found) return null
  const { property: r } = found
  const [images, views, advertiser] = await Promise.all([
    findPropertyImages(db, id),
    findPropertyViews(db, id),
    findAdvertiserSummary(db, r.userId, { withPhones: true }),
  ])
  if (!advertiser) return null
  const { gallery, cover } = galleryOf(images)
  // An advertiser who hides the address shows the neighbourhood only: no street, number, complement, CEP or
  // reference, and the point the database blurred (about 1 km). The editor reads the full address elsewhere.
  const shown = r.showMap
  return {
    id: String(r.id),
    type: 'property',
    attributes: {
      name: r.name,
      category: r.category,
      listing_type: r.listingType,
      price: found.price === null ? null : Number(found.price),
      rental_period: r.rentalPeriod,
      rent_price: r.rentPrice,
      bedroom: r.bedroom,
      bathroom: r.bathroom,
      parking_space: r.parkingSpace,
      square_meters: r.squareMeters,
      ...townOf(r.cityId),
      neighborhood: r.neighborhood,
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
        street: shown ? r.street : null,
        number: shown ? r.number : null,
        complement: shown ? r.complement : null,
        neighborhood: r.neighborhood,
        city_id: r.cityId,
        ...townOf(r.cityId),
        state: r.state,
        zip_code: shown ? r.zipCode : null,
        reference: shown ? r.reference : null,
        lat: r.mapLat,
        lng: r.mapLng,
        show_map: r.showMap,
      },
      advertiser,
      views,
      updated_at: r.updatedAt.toISOString(),
    },
  }
}
