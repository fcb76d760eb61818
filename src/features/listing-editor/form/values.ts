// The editor's form state: strings as the inputs hold them (the shared schema in domain/listing.ts reads
// them), photos kept beside the form with what the upload queue needs. This is also what a draft stores.
import type {
  DocumentStatus,
  ElectricityKind,
  LandUse,
  ListingType,
  PropertyCategory,
  PropertyFeature,
  rentalPeriods,
  RuralBuilding,
  RuralDocument,
  WaterSource,
} from '../../../domain/enums'
import type { AreaUnit, RuralDetails } from '../../../domain/rural'
import { DEFAULT_ADDRESS_PRIVACY, type AddressPrivacy } from '../../../domain/address-privacy'
import type { ListingPhoto } from '../../../domain/property-input'
import type { Image } from '../../../domain/media'
import type { MyProperty } from '../../../domain/my-property'
import { towns } from '../../../domain/region'
import { uploadRef } from '../../../lib/offline/upload-refs'

export interface ListingFormValues {
  name: string
  description: string
  category: PropertyCategory | ''
  listing_type: ListingType | ''
  price_on_request: boolean
  price: string
  rental_period: (typeof rentalPeriods)[number] | ''
  rental_days: string
  rent_price: string
  condo_fee: string
  iptu_monthly: string
  bedroom: string
  suite: string
  bathroom: string
  parking_space: string
  floor: string
  commercial_room: string
  square_meters: string
  built_area_meters: string
  year_built: string
  allows_pets: boolean
  features: PropertyFeature[]
  address: {
    street: string
    number: string
    complement: string
    neighborhood: string
    city_id: string
    zip_code: string
    reference: string
    lat: string
    lng: string
    privacy: AddressPrivacy
  }
  youtube_url: string
  status: string
  /** A farm's, ranch's or site's fields, kept while the category changes (the schema drops them off rural ones). */
  rural: RuralFormValues
  /** The owner's flow only: the plan chosen first and the phones given (sent to the account, not the listing). */
  plan_id?: string
  phones?: { number: string; whatsapp: boolean }[]
  /** Kept empty: photos live beside the form (PhotoItem) and join the body when it is sent. */
  photos: ListingPhoto[]
  cover_index: number
}

const str = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v))

export interface RuralFormValues {
  area: string
  area_unit: AreaUnit
  water: WaterSource[]
  electricity: ElectricityKind | ''
  asphalt: boolean
  distance_km: string
  uses: LandUse[]
  buildings: RuralBuilding[]
  documents: Record<RuralDocument, DocumentStatus | ''>
}

export const emptyRural = (): RuralFormValues => ({
  area: '',
  area_unit: 'ha',
  water: [],
  electricity: '',
  asphalt: false,
  distance_km: '',
  uses: [],
  buildings: [],
  documents: { car: '', ccir: '', itr: '', sigef: '' },
})

/** A listing's rural fields as the form holds them: the area in hectares, as stored. */
export function ruralFormOf(r: RuralDetails | null): RuralFormValues {
  if (!r) return emptyRural()
  return {
    area: str(r.area_ha),
    area_unit: 'ha',
    water: r.water,
    electricity: r.electricity ?? '',
    asphalt: r.asphalt,
    distance_km: str(r.distance_km),
    uses: r.uses,
    buildings: r.buildings,
    documents: {
      car: r.documents.car ?? '',
      ccir: r.documents.ccir ?? '',
      itr: r.documents.itr ?? '',
      sigef: r.documents.sigef ?? '',
    },
  }
}

/** A photo of the editor: one already on the listing, or one queued for upload (its outbox entry id). */
export type PhotoItem =
  | { kind: 'existing'; key: string; mediaId: string; image: Image }
  | {
      kind: 'upload'
      /** The photo's outbox entry id. */
      key: string
      name: string
      /** Bytes chosen, before prepareImage. */
      originalBytes: number
      bytes: number
      width: number
      height: number
    }

export interface EditorDraft {
  v: 1
  values: ListingFormValues
  photos: PhotoItem[]
  coverKey: string | null
}

export const draftKeyOf = (propertyId?: string) => (propertyId ? `property:${propertyId}` : 'property:new')

export function emptyValues(): ListingFormValues {
  return {
    name: '',
    description: '',
    category: '',
    listing_type: '',
    price_on_request: false,
    price: '',
    rental_period: '',
    rental_days: '',
    rent_price: '',
    condo_fee: '',
    iptu_monthly: '',
    bedroom: '',
    suite: '',
    bathroom: '',
    parking_space: '',
    floor: '',
    commercial_room: '',
    square_meters: '',
    built_area_meters: '',
    year_built: '',
    allows_pets: false,
    features: [],
    address: {
      street: '',
      number: '',
      complement: '',
      neighborhood: '',
      city_id: String(towns[0].id),
      zip_code: '',
      reference: '',
      lat: '',
      lng: '',
      privacy: DEFAULT_ADDRESS_PRIVACY,
    },
    youtube_url: '',
    status: 'active',
    rural: emptyRural(),
    photos: [],
    cover_index: 0,
  }
}

/** The form of a listing loaded from GET /v1/properties/:id. */
export function valuesFromProperty(p: MyProperty): {
  values: ListingFormValues
  photos: PhotoItem[]
  coverKey: string | null
} {
  const a = p.attributes
  const { photos, coverKey } = photosOf(a.images, a.cover_index)
  return {
    values: {
      ...emptyValues(),
      name: a.name,
      description: a.description,
      category: a.category,
      listing_type: a.listing_type,
      price_on_request: a.price_on_request,
      price: str(a.price),
      rental_period: a.rental_period ?? '',
      rental_days: str(a.rental_days),
      rent_price: str(a.rent_price),
      condo_fee: str(a.condo_fee),
      iptu_monthly: str(a.iptu_monthly),
      bedroom: str(a.bedroom),
      suite: str(a.suite),
      bathroom: str(a.bathroom),
      parking_space: str(a.parking_space),
      floor: str(a.floor),
      commercial_room: str(a.commercial_room),
      square_meters: str(a.square_meters),
      built_area_meters: str(a.built_area_meters),
      year_built: str(a.year_built),
      allows_pets: a.allows_pets,
      features: a.features,
      address: {
        street: str(a.address.street),
        number: str(a.address.number),
        complement: str(a.address.complement),
        neighborhood: str(a.address.neighborhood),
        city_id: String(a.address.city_id),
        zip_code: str(a.address.zip_code),
        reference: str(a.address.reference),
        lat: str(a.address.lat),
        lng: str(a.address.lng),
        privacy: a.address.privacy,
      },
      youtube_url: str(a.youtube_url),
      status: a.status === 'inactive' ? 'paused' : a.status,
      rural: ruralFormOf(a.rural),
    },
    photos,
    coverKey,
  }
}

/** A listing's photos as the editor holds them (property or vehicle), and which is the cover. */
export function photosOf(
  images: Image[],
  coverIndex: number,
): { photos: PhotoItem[]; coverKey: string | null } {
  const photos: PhotoItem[] = images.map((image) => ({
    kind: 'existing',
    key: `media:${image.id}`,
    mediaId: image.id,
    image,
  }))
  return { photos, coverKey: photos[coverIndex]?.key ?? null }
}

/** The request body: the checked values with the photos in order (queued ones by placeholder) and the cover. */
export function requestBody<T extends object>(checked: T, photos: PhotoItem[], coverKey: string | null) {
  const refs: ListingPhoto[] = photos.map((p) =>
    p.kind === 'existing' ? { media_id: p.mediaId } : { upload_id: uploadRef(p.key) },
  )
  const cover = photos.findIndex((p) => p.key === coverKey)
  return { ...checked, photos: refs, cover_index: Math.max(0, cover) }
}
