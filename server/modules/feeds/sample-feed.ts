import http from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import { towns } from '../../../src/domain/region'

// Test data: a VRSync feed of the region's towns, deterministic for a seed, with the malformed entries real feeds
// have (no id, a repeated id, a town outside the region, no price, a photo that is not an image), and a local server
// of its photos, each a picture of its own (two alike would be held as a copy of another advertiser's). Used by the
// tests, the benchmark and `npm run feed:sample`.

const HOODS = [
  'Centro',
  'São Francisco',
  'Recanto das Árvores',
  'Alto do Cruzeiro',
  'Novo Horizonte',
  'Maria Gorete',
]
const STREETS = [
  'Rua Barão do Rio Branco',
  'Avenida Adolfo Moitinho',
  'Rua Rui Barbosa',
  'Rua Lauro de Freitas',
]

/**
 * Reais per m² near the demo data's bands (a listing far under its band would be held for staff): a house for sale in
 * Irecê is about R$ 1 083/m² of lot, an apartment about R$ 4 100/m² (sample-feed.test.ts keeps them clear of the
 * hold line).
 */
const KINDS = [
  { type: 'Residential / Home', sale: 1083, rent: 5.5, lot: [180, 420], built: [70, 220] },
  { type: 'Residential / Apartment', sale: 4100, rent: 16, lot: [55, 120], built: [55, 120] },
  { type: 'Residential / Land Lot', sale: 260, rent: 0, lot: [200, 600], built: null },
  { type: 'Commercial / Business', sale: 3300, rent: 14, lot: [40, 200], built: [40, 200] },
] as const

/** A small deterministic generator (mulberry32). */
export function prng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface SampleOptions {
  count?: number
  seed?: number
  /** Where photos are served: `${photoBase}/<n>.jpg`. */
  photoBase: string
  photosPerListing?: number
  /** Adds the malformed entries (on by default). */
  malformed?: boolean
  /** Prices to change: ListingID → new price. */
  prices?: Record<string, number>
}

/** The listings' ids in the sample, in order: `IR-0001`… */
export const sampleId = (i: number) => `IR-${String(i + 1).padStart(4, '0')}`

export function sampleFeed(opts: SampleOptions): string {
  const { count = 200, seed = 1, photoBase, photosPerListing = 2, malformed = true, prices = {} } = opts
  const rnd = prng(seed)
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!
  const between = (lo: number, hi: number) => Math.round(lo + rnd() * (hi - lo))
  const listings: string[] = []
  for (let i = 0; i < count; i++) {
    const kind = KINDS[i % KINDS.length]!
    const rents = kind.rent > 0 && i % 5 === 1
    const lot = between(kind.lot[0], kind.lot[1])
    const built = kind.built ? Math.min(lot, between(kind.built[0], kind.built[1])) : null
    const perM2 = rents ? kind.rent : kind.sale
    // Drawn even when overridden, so one changed price leaves every other entry as it was.
    const drawn = Math.round((lot * perM2 * (0.92 + rnd() * 0.2)) / 100) * 100
    const price = prices[sampleId(i)] ?? drawn
    const town = towns[i % towns.length]!
    const at = (centre: number) => (centre + (rnd() - 0.5) * 0.02).toFixed(5)
    const photos = Array.from(
      { length: photosPerListing },
      (_, k) =>
        `<Item medium="image"${k === 0 ? ' primary="true"' : ''}>${photoBase}/${i * 10 + k}.jpg</Item>`,
    ).join('')
    const bedrooms = built
      ? `<Bedrooms>${between(1, 4)}</Bedrooms><Bathrooms>${between(1, 3)}</Bathrooms>`
      : ''
    listings.push(
      [
        '<Listing>',
        `<ListingID>${sampleId(i)}</ListingID>`,
        `<Title><![CDATA[${kind.type.split(' / ')[1]} ${i + 1} em ${town.name}, bairro ${pick(HOODS)}]]></Title>`,
        `<TransactionType>${rents ? 'For Rent' : 'For Sale'}</TransactionType>`,
        `<Media>${photos}</Media>`,
        '<Details>',
        `<PropertyType>${kind.type}</PropertyType>`,
        `<Description><![CDATA[Imóvel ${i + 1} da carteira: bem localizado, documentação em dia, perto do comércio & escolas.]]></Description>`,
        rents
          ? `<RentalPrice currency="BRL" period="Monthly">${price}</RentalPrice>`
          : `<ListPrice currency="BRL">${price}</ListPrice>`,
        built ? `<LivingArea unit="square metres">${built}</LivingArea>` : '',
        `<LotArea unit="square metres">${lot}</LotArea>`,
        bedrooms,
        i % 3 === 0 ? '<Features><Feature>Pool</Feature><Feature>BBQ</Feature></Features>' : '',
        '</Details>',
        '<Location displayAddress="All">',
        '<Country abbreviation="BR">Brasil</Country><State abbreviation="BA">Bahia</State>',
        `<City>${town.name}</City><Neighborhood>${pick(HOODS)}</Neighborhood>`,
        `<Address>${pick(STREETS)}</Address><StreetNumber>${between(1, 999)}</StreetNumber>`,
        `<Latitude>${at(town.lat)}</Latitude><Longitude>${at(town.lng)}</Longitude>`,
        '</Location>',
        '</Listing>',
      ].join(''),
    )
  }
  if (malformed) listings.push(...malformedEntries(photoBase))
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ListingDataFeed xmlns="http://www.vivareal.com/schemas/1.0/VRSync">',
    '<Header><Provider>Imobiliária de Teste</Provider></Header>',
    '<Listings>',
    ...listings,
    '</Listings>',
    '</ListingDataFeed>',
  ].join('\n')
}

/** One entry per way a feed goes wrong, each with the reason the report gives. */
export const MALFORMED = {
  noId: null,
  duplicate: sampleId(0),
  unknownTown: 'BAD-TOWN',
  noPrice: 'BAD-PRICE',
  badPhoto: 'BAD-PHOTO',
} as const

function malformedEntries(photoBase: string): string[] {
  const entry = (id: string | null, city: string, price: string, photo: string) =>
    [
      '<Listing>',
      id === null ? '' : `<ListingID>${id}</ListingID>`,
      '<Title>Casa com problema no feed</Title><TransactionType>For Sale</TransactionType>',
      `<Media><Item medium="image">${photo}</Item></Media>`,
      '<Details><PropertyType>Residential / Home</PropertyType>',
      '<Description>Entrada com algum erro de propósito, para o relatório.</Description>',
      price,
      '<LotArea unit="square metres">300</LotArea></Details>',
      `<Location><City>${city}</City><Neighborhood>Centro</Neighborhood></Location>`,
      '</Listing>',
    ].join('')
  const ok = '<ListPrice currency="BRL">325000</ListPrice>'
  const photo = `${photoBase}/9000.jpg`
  return [
    entry(MALFORMED.noId, 'Irecê', ok, photo),
    entry(MALFORMED.duplicate, 'Irecê', ok, photo),
    entry(MALFORMED.unknownTown, 'Salvador', ok, photo),
    entry(MALFORMED.noPrice, 'Irecê', '', photo),
    entry(MALFORMED.badPhoto, 'Lapão', ok, `${photoBase}/not-an-image.jpg`),
  ]
}

/** A JPEG of its own for `n`: seeded noise over a seeded gradient, so no two are alike. */
export async function samplePhoto(n: number, width = 160, height = 120): Promise<Buffer> {
  const rnd = prng(n * 7919 + 17)
  const pixels = Buffer.alloc(width * height * 3)
  const [r0, g0, b0] = [rnd() * 255, rnd() * 255, rnd() * 255]
  for (let i = 0; i < width * height; i++) {
    const x = i % width
    pixels[i * 3] = (r0 + x * rnd() * 2) % 256
    pixels[i * 3 + 1] = (g0 + rnd() * 128) % 256
    pixels[i * 3 + 2] = (b0 + (i / width) * rnd() * 2) % 256
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer()
}

export interface PhotoServerOptions {
  /** Another set of pictures for the same names (a journey run again on the same server: no copies of the last). */
  variant?: number
  /** Answers photo `n` only once this settles (a journey watching an import midway). */
  hold?: (n: number) => Promise<void> | undefined
}

/** Serves `/photos/<n>.jpg` (and a text file for any other name) on 127.0.0.1; counts the requests. */
export async function photoServer({ variant = 0, hold }: PhotoServerOptions = {}) {
  let requests = 0
  const server = http.createServer((req, res) => {
    requests++
    const n = /^\/photos\/(\d+)\.jpg$/.exec(req.url ?? '')?.[1]
    if (!n) return void res.writeHead(200, { 'content-type': 'text/plain' }).end('isto não é uma foto')
    Promise.resolve(hold?.(Number(n)))
      .then(() => samplePhoto(Number(n) + variant * 1_000_000))
      .then(
        (bytes) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(bytes),
        () => res.writeHead(500).end(),
      )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    photoBase: `${origin}/photos`,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
