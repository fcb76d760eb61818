import { towns, type Town } from '../../../../src/domain/region'

// Neighbourhoods and streets per town. Plausible for the region (Centro plus residential bairros, streets named
// after the usual Brazilian and Bahian figures and dates); not an official register.

export interface TownPlaces {
  townId: Town['id']
  /** Share of the listings, roughly by population. */
  weight: number
  neighbourhoods: string[]
  streets: string[]
  /** Towns with street-level CEPs; the others use their single town CEP. */
  streetCeps: boolean
}

const common = [
  'Rua Rui Barbosa',
  'Rua Castro Alves',
  'Rua Sete de Setembro',
  'Rua Dois de Julho',
  'Rua Duque de Caxias',
  'Rua Tiradentes',
  'Rua Marechal Deodoro',
  'Rua Floriano Peixoto',
  'Rua Santos Dumont',
  'Rua São José',
  'Rua da Paz',
  'Rua Barão do Rio Branco',
  'Travessa Juracy Magalhães',
  'Rua Otávio Mangabeira',
  'Rua J. J. Seabra',
  'Rua Landulfo Alves',
]

export const townPlaces: TownPlaces[] = [
  {
    townId: 2914604,
    weight: 40,
    streetCeps: true,
    neighbourhoods: [
      'Centro',
      'Recanto das Árvores',
      'São José',
      'Novo Horizonte',
      'Lagoa Nova',
      'Jardim Ouro Branco',
      'Alto do Cruzeiro',
      'Parque Alvorada',
      'Boa Vista',
      'Tancredo Neves',
      'Aeroporto',
      'Fórum',
      'Morada Nobre',
      'Vila Esperança',
      'Jardim Irecê',
    ],
    streets: [
      'Avenida Tertuliano Cambuí',
      'Avenida Primeiro de Janeiro',
      'Avenida Adolfo Moitinho',
      'Rua Lafayete Coutinho',
      'Praça Clériston Andrade',
      'Avenida Antônio Carlos Magalhães',
      'Rua Teotônio Marques Dourado',
      'Rua Getúlio Vargas',
      'Rua Juvêncio Alves',
      'Rua do Feijão',
      ...common,
    ],
  },
  {
    townId: 2933604,
    weight: 18,
    streetCeps: true,
    neighbourhoods: [
      'Centro',
      'Beira Rio',
      'Nova Brasília',
      'São Francisco',
      'Bairro Novo',
      'Alto da Boa Vista',
      'Cais',
      'Jardim Primavera',
    ],
    streets: [
      'Avenida Beira Rio',
      'Rua do Cais',
      'Avenida Juracy Magalhães',
      'Praça da Matriz',
      'Rua Coronel Clementino',
      ...common.slice(0, 10),
    ],
  },
  {
    townId: 2919157,
    weight: 11,
    streetCeps: false,
    neighbourhoods: ['Centro', 'Nova Lapão', 'Alto Alegre', 'Jardim Bahia', 'São Jorge', 'Mutirão'],
    streets: [
      'Avenida Lapão',
      'Rua da Matriz',
      'Praça Manoel Novais',
      'Rua Senhor do Bonfim',
      ...common.slice(4, 14),
    ],
  },
  {
    townId: 2918357,
    weight: 9,
    streetCeps: false,
    neighbourhoods: ['Centro', 'Bela Vista', 'São Cristóvão', 'Nova Esperança', 'Parque das Flores'],
    streets: [
      'Avenida Dourado',
      'Rua da Igreja',
      'Praça da Bandeira',
      'Rua São Pedro',
      ...common.slice(2, 12),
    ],
  },
  {
    townId: 2913101,
    weight: 7,
    streetCeps: false,
    neighbourhoods: ['Centro', 'Santa Rita', 'Alto do Bonfim', 'Novo Ibititá'],
    streets: ['Rua Principal', 'Praça Santa Rita', 'Rua do Comércio', ...common.slice(6, 15)],
  },
  {
    townId: 2901155,
    weight: 8,
    streetCeps: false,
    neighbourhoods: ['Centro', 'Bom Jesus', 'Vila Nova', 'Planalto', 'Conjunto Habitacional'],
    streets: ['Avenida América', 'Rua do Mercado', 'Praça Bom Jesus', ...common.slice(0, 9)],
  },
  {
    townId: 2903003,
    weight: 7,
    streetCeps: false,
    neighbourhoods: ['Centro', 'São Sebastião', 'Alto da Serra', 'Vila Mendes'],
    streets: ['Avenida Barra do Mendes', 'Rua da Serra', 'Praça São Sebastião', ...common.slice(5, 14)],
  },
]

export const RURAL = 'Zona Rural'

export interface Address {
  town: Town
  neighbourhood: string
  street: string
  zipCode: string
  lat: number
  lng: number
}

const KM_LAT = 110.6
const kmLng = (lat: number) => 111.3 * Math.cos((lat * Math.PI) / 180)

/**
 * A point around the town seat: each neighbourhood sits at its own spot on a golden-angle spiral (Centro at the
 * seat, the rural zone at the edge), the listing jitters around it; all within ~3 km.
 */
export function locate(town: Town, neighbourhoodIndex: number, count: number, jitter: () => number) {
  const rural = neighbourhoodIndex < 0
  const radiusKm = rural
    ? 2.6
    : neighbourhoodIndex === 0
      ? 0
      : 0.5 + 1.7 * Math.sqrt(neighbourhoodIndex / count)
  const angle = rural ? jitter() * Math.PI : neighbourhoodIndex * 2.39996
  const dx = radiusKm * Math.cos(angle) + jitter() * 0.35
  const dy = radiusKm * Math.sin(angle) + jitter() * 0.35
  return {
    lat: Math.round((town.lat + dy / KM_LAT) * 1e6) / 1e6,
    lng: Math.round((town.lng + dx / kmLng(town.lat)) * 1e6) / 1e6,
  }
}

export function placesOf(townId: number): { town: Town; places: TownPlaces } {
  const town = towns.find((t) => t.id === townId)
  const places = townPlaces.find((p) => p.townId === townId)
  if (!town || !places) throw new Error(`unknown town ${townId}`)
  return { town, places }
}

/** Street-level CEP: the town prefix and a suffix fixed per street. */
export function cepOf(town: Town, places: TownPlaces, street: string): string {
  if (!places.streetCeps) return town.cep
  const index = places.streets.indexOf(street)
  return `${town.cep.slice(0, 5)}-${String(10 + ((index * 37) % 900)).padStart(3, '0')}`
}
