import type { ListingType, PropertyCategory, PropertyFeature } from '../../../src/domain/enums'
import { RURAL } from './lists/places'
import type { Rng } from './random'

// pt-BR titles and descriptions written from a listing's attributes (the same facts the filters use).

export interface PropertyFacts {
  category: PropertyCategory
  listingType: ListingType
  rentalPeriod: 'daily' | 'biweekly' | 'monthly' | 'custom' | null
  bedroom: number | null
  suite: number | null
  bathroom: number | null
  parkingSpace: number | null
  floor: number | null
  commercialRoom: number | null
  squareMeters: number | null
  builtAreaMeters: number | null
  allowsPets: boolean
  features: PropertyFeature[]
  neighbourhood: string
  town: string
}

const nouns: Record<PropertyCategory, [string, 'm' | 'f']> = {
  house: ['Casa', 'f'],
  apartment: ['Apartamento', 'm'],
  office: ['Sala comercial', 'f'],
  farm: ['Fazenda', 'f'],
  land: ['Terreno', 'm'],
  lot: ['Lote', 'm'],
  ranch: ['Chácara', 'f'],
  building: ['Prédio comercial', 'm'],
  site: ['Sítio', 'm'],
  commercial: ['Ponto comercial', 'm'],
  industrial: ['Galpão industrial', 'm'],
  industrial_land: ['Terreno industrial', 'm'],
}

export const featureLabels: Record<PropertyFeature, string> = {
  gym: 'academia',
  gourmet_area: 'área gourmet',
  '24h_security': 'segurança 24 horas',
  elevator: 'elevador',
  bike_rack: 'bicicletário',
  barbecue_grill: 'churrasqueira',
  playground: 'playground',
  electric_gate: 'portão eletrônico',
  swimming_pool: 'piscina',
  air_conditioning: 'ar-condicionado',
  furnished: 'mobília',
  gated_community: 'condomínio fechado',
  party_hall: 'salão de festas',
  coworking_space: 'espaço coworking',
  spa: 'spa',
  accessible: 'acessibilidade',
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
export const listOf = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`
const area = (m2: number) => `${Math.round(m2).toLocaleString('pt-BR')} m²`
const hectares = (m2: number) => {
  const ha = Math.round(m2 / 1000) / 10
  return `${ha.toLocaleString('pt-BR')} ${ha === 1 ? 'hectare' : 'hectares'}`
}
const isRural = (c: PropertyCategory) => c === 'farm' || c === 'site'

// Neighbourhood names whose first word is feminine take "na": "na Vila Esperança", "na Boa Vista", "na Nova Brasília".
const feminine = new Set([
  'Vila',
  'Lagoa',
  'Bela',
  'Boa',
  'Nova',
  'Santa',
  'Praça',
  'Avenida',
  'Rua',
  'Travessa',
  'Morada',
  'Zona',
  'Beira',
])

/** "no Jardim Primavera", "na Vila Esperança". */
export const inNeighbourhood = (name: string): string =>
  `${feminine.has(name.split(' ')[0] ?? '') ? 'na' : 'no'} ${name}`

/** "no Centro", "no bairro São José", "na zona rural de Lapão". */
export function where(f: Pick<PropertyFacts, 'neighbourhood' | 'town'>): string {
  if (f.neighbourhood === RURAL) return `na zona rural de ${f.town}`
  if (f.neighbourhood === 'Centro') return `no Centro de ${f.town}`
  return `no bairro ${f.neighbourhood}, em ${f.town}`
}

const deal = (t: ListingType) =>
  t === 'sale' ? 'à venda' : t === 'rent' ? 'para alugar' : 'à venda ou para alugar'

export function propertyTitle(f: PropertyFacts, rng: Rng): string {
  const [noun, g] = nouns[f.category]
  const place =
    f.neighbourhood === RURAL
      ? `em ${f.town}`
      : f.neighbourhood === 'Centro'
        ? `no Centro de ${f.town}`
        : inNeighbourhood(f.neighbourhood)
  // The area the listing's card and page show (the total), so the title never names another figure.
  const land = f.squareMeters ?? 0
  const size = isRural(f.category) || land >= 10_000 ? hectares(land) : area(land)
  const homes = f.category === 'house' || f.category === 'apartment'
  const rooms = homes && f.bedroom ? plural(f.bedroom, 'quarto', 'quartos') : null
  const extra = f.features.includes('swimming_pool')
    ? 'com piscina'
    : f.suite
      ? `com ${plural(f.suite, 'suíte', 'suítes')}`
      : null
  const options = rooms
    ? [
        `${noun} com ${rooms} ${deal(f.listingType)} ${place}`,
        `${noun} de ${rooms}${extra ? ` ${extra}` : ''} ${place}`,
        `${noun} ${g === 'f' ? 'ampla' : 'amplo'} com ${rooms}, ${size}, ${place}`,
        `${f.listingType === 'rent' ? 'Alugo' : 'Vendo'} ${noun.toLowerCase()} com ${rooms} ${place}`,
      ]
    : [
        `${noun} de ${size} ${deal(f.listingType)} ${place}`,
        `${noun} com ${size}${extra === 'com piscina' ? ' e piscina' : ''} ${place}`,
        `${noun} ${deal(f.listingType)} ${place}`,
      ]
  return rng.pick(options)
}

export function propertyDescription(f: PropertyFacts, rng: Rng): string {
  const [noun, g] = nouns[f.category]
  const adjective = rng.pick(
    g === 'f' ? ['Excelente', 'Ótima', 'Linda', 'Bela'] : ['Excelente', 'Ótimo', 'Lindo', 'Belo'],
  )
  const parts: string[] = [`${adjective} ${noun.toLowerCase()} ${deal(f.listingType)} ${where(f)} - BA.`]

  if (f.bedroom) {
    const rooms = [
      plural(f.bedroom, 'quarto', 'quartos') + (f.suite ? ` (${plural(f.suite, 'suíte', 'suítes')})` : ''),
    ]
    if (f.bathroom) rooms.push(plural(f.bathroom, 'banheiro', 'banheiros'))
    rooms.push(
      ...(f.category === 'apartment'
        ? ['sala', 'cozinha americana']
        : ['sala', 'cozinha', 'área de serviço']),
    )
    parts.push(`Conta com ${listOf(rooms)}.`)
  } else if (f.commercialRoom) {
    parts.push(
      `São ${plural(f.commercialRoom, 'sala', 'salas')}${f.bathroom ? ` e ${plural(f.bathroom, 'banheiro', 'banheiros')}` : ''}.`,
    )
  }
  if (f.parkingSpace) parts.push(`Garagem para ${plural(f.parkingSpace, 'veículo', 'veículos')}.`)
  if (f.floor) parts.push(`Localizado no ${f.floor}º andar.`)
  if (isRural(f.category)) {
    parts.push(
      `Área total de ${hectares(f.squareMeters ?? 0)}, ${rng.pick(['com poço artesiano e energia elétrica', 'com cisterna, curral e energia', 'com aguada, cercas em bom estado e energia trifásica'])}.`,
    )
  } else if (f.builtAreaMeters && f.squareMeters && f.squareMeters > f.builtAreaMeters) {
    parts.push(`Área construída de ${area(f.builtAreaMeters)} em terreno de ${area(f.squareMeters)}.`)
  } else if (f.squareMeters) {
    parts.push(
      `Área de ${area(f.squareMeters)}${f.category === 'land' || f.category === 'lot' ? ', terreno plano e pronto para construir' : ''}.`,
    )
  }
  if (f.features.length)
    parts.push(
      `${rng.pick(['Diferenciais', 'Destaques', 'O imóvel oferece'])}: ${listOf(f.features.map((x) => featureLabels[x]))}.`,
    )
  if (f.allowsPets && f.listingType !== 'sale') parts.push('Aceita animais de estimação.')
  parts.push(
    f.neighbourhood === RURAL
      ? rng.pick([
          'Fácil acesso pela estrada, a poucos minutos da cidade.',
          'Região de terra boa, tradicional no plantio de feijão e milho.',
        ])
      : rng.pick([
          'Rua calçada, próxima a escolas, mercados e farmácias.',
          'Localização tranquila e de fácil acesso ao comércio.',
          'Bairro residencial, perto de praças, posto de saúde e transporte.',
          'Próximo ao centro comercial e às principais avenidas.',
        ]),
  )
  if (f.listingType !== 'rent')
    parts.push(
      rng.pick(['Documentação em dia.', 'Escritura registrada, aceita financiamento.', 'Aceita proposta.']),
    )
  if (f.rentalPeriod === 'daily') parts.push('Ideal para fins de semana, festas e temporada.')
  parts.push(
    rng.pick([
      'Agende sua visita!',
      'Entre em contato pelo WhatsApp.',
      'Venha conhecer!',
      'Chame para mais informações.',
    ]),
  )
  return parts.join(' ')
}
