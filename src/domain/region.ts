// The seven towns served (shared/data/region.json). `slug` is the URL form used in /imovel/{category}/{city}/{id}.
export const STATE = 'BA'

export const towns = [
  { id: 2914604, name: 'Irecê', slug: 'irece', cep: '44900-000', lat: -11.3039, lng: -41.8558 },
  { id: 2933604, name: 'Xique-Xique', slug: 'xique-xique', cep: '47400-000', lat: -10.8219, lng: -42.7308 },
  { id: 2919157, name: 'Lapão', slug: 'lapao', cep: '44905-000', lat: -11.3828, lng: -41.8319 },
  { id: 2918357, name: 'João Dourado', slug: 'joao-dourado', cep: '44920-000', lat: -11.3486, lng: -41.6556 },
  { id: 2913101, name: 'Ibititá', slug: 'ibitita', cep: '44960-000', lat: -11.5458, lng: -41.9708 },
  {
    id: 2901155,
    name: 'América Dourada',
    slug: 'america-dourada',
    cep: '44910-000',
    lat: -11.455,
    lng: -41.4358,
  },
  {
    id: 2903003,
    name: 'Barra do Mendes',
    slug: 'barra-do-mendes',
    cep: '44990-000',
    lat: -11.81,
    lng: -42.0589,
  },
] as const

export type Town = (typeof towns)[number]

export const townById = (id: number): Town | undefined => towns.find((t) => t.id === id)

/** Lower-case, accent-free, hyphenated: "João Dourado" -> "joao-dourado". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
