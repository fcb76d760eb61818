import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { imageWidths } from '../../../src/domain/media'
import { townById } from '../../../src/domain/region'
import type { AddressPrivacy } from '../../../src/domain/address-privacy'
import type { PropertyCategory, PropertyFeature } from '../../../src/domain/enums'
import { mediaBase } from '../../adapters/storage/images'
import type { Db } from '../../db/client'
import { feedListings, media, properties, propertyMedia } from '../../db/schema'
import { featureNames, PETS_FEATURE, propertyTypes, transactionTypes } from './vrsync-fields'

// An agency's live properties as a VRSync feed, for other portals to read: the same vocabulary the import reads
// (vrsync-fields.ts), so the feed read back by our own import gives the same listings. A listing that came from the
// agency's own feed keeps its ListingID; the others are named by our id.

const escape = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  )
/** CDATA for free text (a "]]>" inside is split across two sections). */
const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`
const el = (name: string, value: string | number | null | undefined, attrs = '') =>
  value === null || value === undefined || value === ''
    ? ''
    : `<${name}${attrs}>${typeof value === 'number' ? value : escape(value)}</${name}>`

type Row = typeof properties.$inferSelect

/** How much of the address a portal may show, per privacy level. */
const vrsyncDisplay: Record<AddressPrivacy, string> = {
  exact: 'All',
  street: 'Street',
  neighborhood: 'Neighborhood',
  town: 'Neighborhood',
}

function listingXml(p: Row, externalId: string, photos: string[]): string {
  const town = townById(p.cityId)
  const brl = ' currency="BRL"'
  const sale = p.listingType === 'rent' ? null : p.price
  const rent = p.listingType === 'rent' ? p.price : p.listingType === 'both' ? p.rentPrice : null
  const period = p.rentalPeriod === 'daily' ? 'Daily' : 'Monthly'
  const features = (p.features as PropertyFeature[])
    .map((f) => featureNames[f]?.[0])
    .filter(Boolean) as string[]
  if (p.allowsPets) features.push(PETS_FEATURE)
  const m2 = ' unit="square metres"'
  return [
    '<Listing>',
    el('ListingID', externalId),
    `<Title>${cdata(p.name)}</Title>`,
    el('TransactionType', transactionTypes[p.listingType]),
    '<PublicationType>STANDARD</PublicationType>',
    photos.length
      ? `<Media>${photos.map((url, i) => `<Item medium="image"${i === 0 ? ' primary="true"' : ''}>${escape(url)}</Item>`).join('')}</Media>`
      : '',
    '<Details>',
    el('UsageType', propertyTypes[p.category as PropertyCategory][0]!.split(' / ')[0]),
    el('PropertyType', propertyTypes[p.category as PropertyCategory][0]),
    `<Description>${cdata(p.description)}</Description>`,
    el('ListPrice', sale, brl),
    el('RentalPrice', rent, `${brl} period="${period}"`),
    el('PropertyAdministrationFee', p.condoFee, brl),
    el('YearlyTax', p.iptuMonthly === null ? null : p.iptuMonthly * 12, brl),
    el('LivingArea', p.builtAreaMeters, m2),
    el('LotArea', p.squareMeters, m2),
    el('Bedrooms', p.bedroom),
    el('Bathrooms', p.bathroom),
    el('Suites', p.suite),
    el('Garage', p.parkingSpace, ' type="Parking Space"'),
    el('Floor', p.floor),
    el('YearBuilt', p.yearBuilt),
    features.length ? `<Features>${features.map((f) => el('Feature', f)).join('')}</Features>` : '',
    '</Details>',
    // VRSync has no town-only display: such a listing goes out as Neighborhood, without its neighbourhood.
    `<Location displayAddress="${vrsyncDisplay[p.addressPrivacy]}">`,
    '<Country abbreviation="BR">Brasil</Country>',
    '<State abbreviation="BA">Bahia</State>',
    el('City', town?.name ?? ''),
    p.addressPrivacy === 'town' ? '' : el('Neighborhood', p.neighborhood),
    p.addressPrivacy === 'exact' || p.addressPrivacy === 'street' ? el('Address', p.street) : '',
    p.addressPrivacy === 'exact' ? el('StreetNumber', p.number) + el('Complement', p.complement) : '',
    // A street's own CEP would name the street: other levels give the town's.
    el('PostalCode', p.addressPrivacy === 'exact' ? p.zipCode : (town?.cep ?? null)),
    p.addressPrivacy === 'exact' ? el('Latitude', p.lat) + el('Longitude', p.lng) : '',
    '</Location>',
    '</Listing>',
  ].join('')
}

/** The feed of the agency's live, unheld, unarchived properties; photo addresses absolute under `origin`. */
export async function exportFeed(db: Db, userId: number, origin: string): Promise<string> {
  const rows = await db
    .select()
    .from(properties)
    .where(and(eq(properties.userId, userId), eq(properties.status, 'active'), isNull(properties.deletedAt)))
    .orderBy(asc(properties.id))
  const ids = rows.map((r) => r.id)
  const external = new Map<number, string>()
  const photos = new Map<number, string[]>()
  if (ids.length) {
    const links = await db
      .select({ propertyId: feedListings.propertyId, externalId: feedListings.externalId })
      .from(feedListings)
      .where(inArray(feedListings.propertyId, ids))
    for (const l of links) external.set(l.propertyId, l.externalId)
    const pics = await db
      .select({ propertyId: propertyMedia.propertyId, hash: media.hash, isCover: propertyMedia.isCover })
      .from(propertyMedia)
      .innerJoin(media, eq(media.id, propertyMedia.mediaId))
      .where(inArray(propertyMedia.propertyId, ids))
      .orderBy(asc(propertyMedia.propertyId), asc(propertyMedia.position))
    const widest = imageWidths[imageWidths.length - 1]
    for (const pic of pics) {
      const list = photos.get(pic.propertyId) ?? []
      const url = `${origin}${mediaBase(pic.hash)}/${widest}.webp`
      if (pic.isCover) list.unshift(url)
      else list.push(url)
      photos.set(pic.propertyId, list)
    }
  }
  const listings = rows.map((p) => listingXml(p, external.get(p.id) ?? `MI-${p.id}`, photos.get(p.id) ?? []))
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ListingDataFeed xmlns="http://www.vivareal.com/schemas/1.0/VRSync" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.vivareal.com/schemas/1.0/VRSync http://xml.vivareal.com/vrsync.xsd">',
    `<Header><Provider>Mercado Irecê</Provider><PublishDate>${new Date().toISOString()}</PublishDate></Header>`,
    '<Listings>',
    ...listings,
    '</Listings>',
    '</ListingDataFeed>',
  ].join('\n')
}
