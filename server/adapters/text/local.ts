import type { PropertyTextInput, TextSuggestion, VehicleTextInput } from '../../../src/domain/text-help'
import { townById } from '../../../src/domain/region'
import type { TextGenerator } from './text-generator'
import {
  bodyworkWords,
  categoryWords,
  conditionWords,
  featureWords,
  fuelWords,
  listWords,
  plural,
  rentalWords,
  steeringWords,
  thousands,
  transmissionWords,
  vehicleTypeWords,
} from './words'

// The local default: a natural pt-BR description from the attributes, sentence by sentence, each written only
// when its attributes are known. Deterministic (the same attributes give the same text) and offline.

const price = (n: number) => `R$ ${Math.round(n).toLocaleString('pt-BR')},00`
const place = (cityId: number | null | undefined, neighborhood?: string | null) => {
  const town = cityId ? townById(cityId)?.name : undefined
  if (neighborhood && town) return `no bairro ${neighborhood}, em ${town}`
  if (town) return `em ${town}`
  return neighborhood ? `no bairro ${neighborhood}` : ''
}
const join = (sentences: (string | false | 0 | null | undefined)[]) =>
  sentences.filter((s): s is string => Boolean(s)).join(' ')

export function describeProperty(p: PropertyTextInput): TextSuggestion {
  const { noun, feminine } = categoryWords[p.category]
  const deal =
    p.listing_type === 'sale'
      ? 'à venda'
      : p.listing_type === 'rent'
        ? 'para alugar'
        : 'à venda ou para alugar'
  const where = place(p.city_id, p.neighborhood)
  const rooms: string[] = []
  if (p.bedroom)
    rooms.push(
      plural(p.bedroom, 'quarto', 'quartos') + (p.suite ? ` (${plural(p.suite, 'suíte', 'suítes')})` : ''),
    )
  else if (p.suite) rooms.push(plural(p.suite, 'suíte', 'suítes'))
  if (p.commercial_room) rooms.push(plural(p.commercial_room, 'sala', 'salas'))
  if (p.bathroom) rooms.push(plural(p.bathroom, 'banheiro', 'banheiros'))
  if (p.parking_space) rooms.push(plural(p.parking_space, 'vaga de garagem', 'vagas de garagem'))
  const areas: string[] = []
  if (p.square_meters) areas.push(`${thousands(p.square_meters)} m² de área total`)
  if (p.built_area_meters) areas.push(`${thousands(p.built_area_meters)} m² de área construída`)
  const features = p.features.map((f) => featureWords[f])
  const period = p.rental_period ? rentalWords[p.rental_period] : ''
  const amount =
    p.price_on_request || !p.price
      ? p.price_on_request
        ? 'Valor sob consulta.'
        : null
      : `Valor: ${price(p.price)}${p.listing_type === 'rent' && period ? ` ${period}` : ''}.`

  const description = join([
    `${noun} ${deal}${where ? ` ${where}` : ''}.`,
    rooms.length > 0 && `${feminine ? 'Ela' : 'O imóvel'} tem ${listWords(rooms)}.`,
    areas.length > 0 && `São ${listWords(areas)}.`,
    p.floor != null && p.floor > 0 && `Fica no ${p.floor}º andar.`,
    p.floor === 0 && 'Fica no térreo.',
    p.year_built && `Construção de ${p.year_built}.`,
    features.length > 0 && `Conta com ${listWords(features)}.`,
    p.allows_pets && 'Aceita animais de estimação.',
    amount,
    p.listing_type === 'sale'
      ? 'Entre em contato e agende sua visita.'
      : 'Entre em contato para agendar uma visita e saber as condições.',
  ])
  const titleParts = [noun]
  if (p.bedroom) titleParts.push(`com ${plural(p.bedroom, 'quarto', 'quartos')}`)
  else if (p.square_meters) titleParts.push(`com ${thousands(p.square_meters)} m²`)
  const town = p.city_id ? townById(p.city_id)?.name : undefined
  const at = p.neighborhood ? `no ${p.neighborhood}` : town ? `em ${town}` : ''
  const title =
    [titleParts.join(' '), at].filter(Boolean).join(' ') + (p.neighborhood && town ? `, ${town}` : '')
  return { title: title.slice(0, 120), description }
}

export function describeVehicle(v: VehicleTextInput): TextSuggestion {
  const name = [v.brand, v.model, v.version].filter(Boolean).join(' ')
  const title = [name, v.year].filter(Boolean).join(' ')
  const kind = vehicleTypeWords[v.vehicle_type]
  const town = v.city_id ? townById(v.city_id)?.name : undefined
  const mechanics = [
    v.fuel_type && `motor ${fuelWords[v.fuel_type]}`,
    v.transmission && transmissionWords[v.transmission],
    v.steering_wheel && steeringWords[v.steering_wheel],
    v.doors && `${v.doors} portas`,
    v.bodywork && bodyworkWords[v.bodywork] && `carroceria ${bodyworkWords[v.bodywork]}`,
  ].filter((s): s is string => Boolean(s))
  const description = join([
    `${v.condition === 'new' ? 'Novo' : 'À venda'}: ${title}${v.condition && v.condition !== 'new' ? `, ${conditionWords[v.condition]}` : ''}${v.color ? `, na cor ${v.color.toLowerCase()}` : ''}.`,
    v.mileage != null && v.condition !== 'new' && `Está com ${thousands(v.mileage)} km rodados.`,
    mechanics.length > 0 &&
      `${kind === 'moto' ? 'A moto' : kind === 'caminhão' ? 'O caminhão' : 'O carro'} tem ${listWords(mechanics)}.`,
    v.optional_items.length > 0 && `Itens: ${listWords(v.optional_items.map((i) => i.toLowerCase()))}.`,
    v.one_owner && 'Único dono.',
    v.price && `Valor: ${price(v.price)}.`,
    v.accepts_exchange ? 'Aceita troca.' : null,
    town
      ? `Disponível em ${town}; entre em contato e agende para ver.`
      : 'Entre em contato e agende para ver.',
  ])
  return { title: title.slice(0, 120), description }
}

export const localTextGenerator: TextGenerator = {
  name: 'local',
  suggest: async (input) => (input.kind === 'property' ? describeProperty(input) : describeVehicle(input)),
}
