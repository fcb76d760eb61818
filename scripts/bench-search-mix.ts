// The searches `npm run bench:search` sends: what visitors of /imoveis do, drawn deterministically. Popular
// searches (a town, a category, the first page) come up often; long-tail combinations once or twice.
import { towns } from '../src/domain/region'
import { Rng } from '../server/db/seed/random'

const words = [
  'casa',
  'casas',
  'piscina',
  'centro',
  'irece',
  'irecê',
  'joao dourado',
  'joão dourado',
  'lapao',
  'apartamento mobiliado',
  'garagem',
  'varanda',
  'sao jose',
  'terreno',
  'quintal amplo',
  'churrasqueira',
  'rua rui barbosa',
  'fazenda',
  'comercial',
  'irese',
]

const saleRanges: [number | undefined, number | undefined][] = [
  [undefined, 150_000],
  [100_000, 300_000],
  [200_000, 500_000],
  [300_000, 1_000_000],
  [500_000, undefined],
]
const rentRanges: [number | undefined, number | undefined][] = [
  [undefined, 800],
  [500, 1_500],
  [1_000, 3_000],
  [2_000, undefined],
]

function oneSearch(r: Rng): string {
  const q = new URLSearchParams()
  if (r.chance(0.6))
    q.set(
      'city',
      r.weighted({
        irece: 40,
        'xique-xique': 18,
        lapao: 14,
        'joao-dourado': 10,
        ibitita: 6,
        'america-dourada': 6,
        'barra-do-mendes': 6,
      }),
    )
  if (r.chance(0.5))
    q.set(
      'category',
      r.weighted({ house: 40, apartment: 25, land: 15, lot: 5, commercial: 5, farm: 5, office: 5 }),
    )
  const type = r.chance(0.5) ? r.weighted({ sale: 60, rent: 40 }) : undefined
  if (type) q.set('listing_type', type)
  if (r.chance(0.35)) {
    const [min, max] = r.pick(type === 'rent' ? rentRanges : saleRanges)
    if (min !== undefined) q.set('price_min', String(min))
    if (max !== undefined) q.set('price_max', String(max))
  }
  if (r.chance(0.3)) q.set('bedrooms', String(r.int(1, 4)))
  if (r.chance(0.1)) q.set('bathrooms', String(r.int(1, 3)))
  if (r.chance(0.1)) q.set('garages', String(r.int(1, 2)))
  if (r.chance(0.1)) q.set('area_min', String(r.pick([50, 100, 200, 360])))
  if (r.chance(0.25)) q.set('q', r.pick(words))
  if (r.chance(0.4)) q.set('sort', r.weighted({ recent: 1, price_asc: 3, price_desc: 2, area_desc: 1 }))
  const page = r.weighted({ 1: 75, 2: 15, 3: 5, 4: 3, 5: 2 })
  if (page !== '1') q.set('page', page)
  const query = q.toString()
  return `/api/properties${query ? `?${query}` : ''}`
}

/**
 * `length` request paths: `distinct` different searches, the first ones (the popular) drawn more often
 * (weight 1/rank, a Zipf law, as search logs follow).
 */
export function searchMix(length = 20_000, distinct = 2_000, seed = 'bench-search'): string[] {
  const r = new Rng(seed)
  const unique = [...new Set(Array.from({ length: distinct * 2 }, () => oneSearch(r)))].slice(0, distinct)
  // A few obvious popular ones first: the plain list and each town.
  const popular = ['/api/properties', ...towns.map((t) => `/api/properties?city=${t.slug}`)]
  const catalogue = [...new Set([...popular, ...unique])]
  const weights = catalogue.map((_, i) => 1 / (i + 1))
  const total = weights.reduce((a, b) => a + b, 0)
  return Array.from({ length }, () => {
    let x = r.next() * total
    for (let i = 0; i < catalogue.length; i++) if ((x -= weights[i]!) <= 0) return catalogue[i]!
    return catalogue[catalogue.length - 1]!
  })
}

/** The query shapes of the mix, for `--shape`: the order a search is read in, and whether it has words. */
export const searchShapes = ['recent', 'price_asc', 'price_desc', 'area_desc', 'text', 'text_sorted'] as const
export type SearchShape = (typeof searchShapes)[number]

export function shapeOf(path: string): SearchShape {
  const params = new URLSearchParams(path.split('?')[1] ?? '')
  const sort = params.get('sort')
  if (params.has('q')) return sort ? 'text_sorted' : 'text'
  return sort === 'price_asc' || sort === 'price_desc' || sort === 'area_desc' ? sort : 'recent'
}
