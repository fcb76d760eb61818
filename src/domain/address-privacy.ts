import { z } from 'zod'

/**
 * How much of a property's address the public sees, chosen by the advertiser. Each level hides what the one before
 * shows: the number (street), then the street (neighborhood), then the neighbourhood (town). The point on every
 * public map is blurred to the same level by the database (generated columns map_lat/map_lng, migration 0035), so
 * it is fixed per listing and repeated requests cannot average it out. The owner's own answers keep everything.
 */
export const addressPrivacyLevels = ['exact', 'street', 'neighborhood', 'town'] as const
export type AddressPrivacy = (typeof addressPrivacyLevels)[number]

/** What a new listing shows until its advertiser chooses: the neighbourhood, never the door. */
export const DEFAULT_ADDRESS_PRIVACY: AddressPrivacy = 'neighborhood'

/** Before the levels, a yes/no "show the map": yes was the exact address, no the neighbourhood. */
export const privacyOfShowMap = (showMap: boolean): AddressPrivacy => (showMap ? 'exact' : 'neighborhood')

export const addressPrivacySchema = z.enum(addressPrivacyLevels)

/**
 * Radius of the circle a public map draws around the blurred point, in metres: none for the exact address, else a
 * little more than the blur itself (see the SQL in migration 0035), so the true place always lies inside.
 */
export const privacyRadiusM: Record<AddressPrivacy, number | null> = {
  exact: null,
  street: 200,
  neighborhood: 700,
  town: 2500,
}

interface FullAddress {
  street: string | null
  number: string | null
  complement: string | null
  neighborhood: string | null
  zip_code: string | null
  reference: string | null
}

/**
 * The parts of an address the public may read at `level`. Complement, CEP and reference place the door as well as
 * the number does, so they go with it.
 */
export function publicAddressParts(level: AddressPrivacy, a: FullAddress): FullAddress {
  const exact = level === 'exact'
  return {
    street: exact || level === 'street' ? a.street : null,
    number: exact ? a.number : null,
    complement: exact ? a.complement : null,
    neighborhood: level === 'town' ? null : a.neighborhood,
    zip_code: exact ? a.zip_code : null,
    reference: exact ? a.reference : null,
  }
}
