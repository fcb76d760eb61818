import type { Colour } from '../lists/vehicle-catalogue'
import { houseFacade, apartmentBlock, type HouseLook } from './houses'
import { bathroom, bedroom, kitchen, livingRoom } from './rooms'
import { emptyLand, farm, officeBuilding, ranch, storefront, warehouse } from './grounds'
import { agencyMark, person } from './people'
import {
  bikePanel,
  car,
  dashboard,
  motorcycle,
  seats,
  truck,
  type BikeShape,
  type CarShape,
  type TruckShape,
} from './vehicles'

// Every picture of the demo pool: what it shows (group, shape, colour), its alt text and how to draw it.

export type PictureGroup =
  | 'house'
  | 'apartment'
  | 'interior'
  | 'land'
  | 'rural'
  | 'commercial'
  | 'cars'
  | 'motorcycles'
  | 'trucks'
  | 'vehicle-detail'
  | 'person'
  | 'agency'

export interface Picture {
  group: PictureGroup
  alt: string
  draw: () => string
  shape?: CarShape | BikeShape | TruckShape
  colour?: Colour
  /** For details: the vehicle type they belong to. */
  detailOf?: 'cars' | 'motorcycles' | 'trucks'
}

export const colourHex: Record<Colour, string> = {
  Branco: '#f2f2f2',
  Prata: '#c7cbd0',
  Preto: '#1f1f1f',
  Cinza: '#7f8c8d',
  Vermelho: '#c0392b',
  Azul: '#2e6fb0',
}

const h = (alt: string, look: HouseLook, seed: number): Picture => ({
  group: 'house',
  alt,
  draw: () => houseFacade(look, seed),
})
const look = (
  wall: string,
  roof: HouseLook['roof'],
  roofColour: string,
  storeys: 1 | 2,
  garage: boolean,
  fence: string | null,
  sky: HouseLook['sky'],
  plants: HouseLook['plants'],
  trim = '#ffffff',
  door = '#7a4b2a',
): HouseLook => ({ wall, trim, roof, roofColour, door, storeys, garage, fence, sky, plants })

const tones = ['#5d6d7e', '#aab7b8', '#34495e', '#d5dbdb']
const vehicle = <S extends CarShape | BikeShape | TruckShape>(
  group: 'cars' | 'motorcycles' | 'trucks',
  shape: S,
  colour: Colour,
  alt: string,
  draw: (shape: S, hex: string, tone: string) => string,
  i: number,
): Picture => ({
  group,
  shape,
  colour,
  alt,
  draw: () => draw(shape, colourHex[colour], tones[i % tones.length]!),
})

export const pictures: Picture[] = [
  h(
    'Fachada de casa térrea com garagem',
    look('#f2d7a6', 'gable', '#b5543a', 1, true, '#e9e3d3', 'clear', 'tree'),
    1,
  ),
  h(
    'Fachada de sobrado com platibanda',
    look('#9cc9c2', 'flat', '#888888', 2, false, null, 'dusk', 'palm', '#f4f4f4', '#5b4636'),
    2,
  ),
  h(
    'Casa branca com telhado de quatro águas',
    look('#f4f1ea', 'hip', '#7b5e4a', 1, true, '#d7c9ae', 'clear', 'bushes'),
    3,
  ),
  h('Casa com muro e jardim', look('#e8a87c', 'gable', '#8c3b25', 1, false, '#f0e6d2', 'cloudy', 'tree'), 4),
  h('Casa moderna com garagem', look('#c9d6e3', 'flat', '#ffffff', 1, true, '#e3e3e3', 'clear', 'palm'), 5),
  h(
    'Casa amarela com varanda',
    look('#f6e27f', 'hip', '#a9492f', 1, true, null, 'clear', 'tree', '#ffffff', '#4e6b3a'),
    6,
  ),
  h('Sobrado com garagem', look('#d5c4e0', 'gable', '#b5543a', 2, true, '#eeeeee', 'clear', 'bushes'), 7),
  h(
    'Casa térrea ao entardecer',
    look('#bfe0b5', 'flat', '#f4f4f4', 1, false, '#d9d9d9', 'dusk', 'tree', '#f4f4f4'),
    8,
  ),
  h(
    'Casa com portão de garagem',
    look('#e9d8c4', 'hip', '#6e6e6e', 1, true, '#c9b79c', 'cloudy', 'bushes'),
    9,
  ),
  h(
    'Sobrado moderno',
    look('#f0b8a8', 'flat', '#ffffff', 2, true, '#f5f0e6', 'clear', 'palm', '#ffffff', '#3d3d3d'),
    10,
  ),
  {
    group: 'apartment',
    alt: 'Prédio residencial com sacadas',
    draw: () => apartmentBlock('#e7e1d6', '#8a6f5a', 'cloudy', 11),
  },
  {
    group: 'apartment',
    alt: 'Edifício de apartamentos',
    draw: () => apartmentBlock('#d6e2ea', '#4d6170', 'clear', 12),
  },
  { group: 'interior', alt: 'Sala de estar', draw: () => livingRoom('#efe6d8', '#5b7a99') },
  { group: 'interior', alt: 'Cozinha planejada', draw: () => kitchen('#f3efe6', '#8c6a4f') },
  { group: 'interior', alt: 'Quarto de casal', draw: () => bedroom('#e9e1f0', '#c97b63') },
  { group: 'interior', alt: 'Banheiro', draw: () => bathroom('#dfeef2', '#6d8aa0') },
  { group: 'land', alt: 'Terreno cercado com placa', draw: () => emptyLand('#b48a5a', 'clear', 13) },
  { group: 'land', alt: 'Lote entre casas', draw: () => emptyLand('#a8764a', 'cloudy', 14, true) },
  { group: 'land', alt: 'Terreno plano', draw: () => emptyLand('#c19a6b', 'dusk', 15) },
  { group: 'rural', alt: 'Plantação de feijão', draw: () => farm('#5f8f3a', 'clear', 16) },
  { group: 'rural', alt: 'Área rural com sede', draw: () => farm('#7aa34a', 'cloudy', 17) },
  { group: 'rural', alt: 'Chácara com piscina', draw: () => ranch('#f5efe0', 'clear', 18) },
  {
    group: 'commercial',
    alt: 'Lojas comerciais',
    draw: () => storefront(['#c0392b', '#2e86c1', '#27ae60'], 'clear', 19),
  },
  { group: 'commercial', alt: 'Galpão', draw: () => warehouse('#e8e4dc', 'cloudy', 20) },
  { group: 'commercial', alt: 'Prédio comercial', draw: () => officeBuilding('#3b4b57', 'clear', 21) },

  vehicle('cars', 'hatch', 'Branco', 'Hatch branco', car, 0),
  vehicle('cars', 'hatch', 'Vermelho', 'Hatch vermelho', car, 1),
  vehicle('cars', 'hatch', 'Prata', 'Hatch prata', car, 2),
  vehicle('cars', 'sedan', 'Preto', 'Sedã preto', car, 3),
  vehicle('cars', 'suv', 'Cinza', 'SUV cinza', car, 0),
  vehicle('cars', 'suv', 'Azul', 'SUV azul', car, 1),
  vehicle('cars', 'pickup', 'Branco', 'Picape branca', car, 2),
  vehicle('cars', 'pickup', 'Prata', 'Picape prata', car, 3),
  vehicle('motorcycles', 'street', 'Vermelho', 'Moto street vermelha', motorcycle, 0),
  vehicle('motorcycles', 'street', 'Preto', 'Moto street preta', motorcycle, 1),
  vehicle('motorcycles', 'trail', 'Azul', 'Moto trail azul', motorcycle, 2),
  vehicle('motorcycles', 'scooter', 'Branco', 'Motoneta branca', motorcycle, 3),
  vehicle('trucks', 'light', 'Branco', 'Caminhão baú branco', truck, 0),
  vehicle('trucks', 'heavy', 'Vermelho', 'Caminhão graneleiro vermelho', truck, 1),
  vehicle('trucks', 'tractor', 'Azul', 'Cavalo mecânico azul com carreta', truck, 2),
  vehicle('trucks', 'van', 'Branco', 'Van furgão branca', truck, 3),
  { group: 'vehicle-detail', detailOf: 'cars', alt: 'Painel e volante', draw: () => dashboard('#3b3b3b') },
  { group: 'vehicle-detail', detailOf: 'cars', alt: 'Bancos dianteiros', draw: () => seats('#5a4a3c') },
  {
    group: 'vehicle-detail',
    detailOf: 'motorcycles',
    alt: 'Painel da moto',
    draw: () => bikePanel('#c0392b'),
  },
  {
    group: 'vehicle-detail',
    detailOf: 'trucks',
    alt: 'Cabine do caminhão',
    draw: () => dashboard('#4a4a4a', false),
  },

  ...(
    [
      ['#f5d6c6', '#2e6fb0', '#c68642', '#2b1d14', true],
      ['#d6e9f5', '#27ae60', '#8d5524', '#1b1b1b', false],
      ['#e8e0f5', '#8e44ad', '#e0ac69', '#6b3e1f', true],
      ['#f5efd6', '#34495e', '#f1c27d', '#3b2a1a', false],
      ['#d6f5e3', '#c0392b', '#ffdbac', '#8b5a2b', true],
      ['#f0f0f0', '#16a085', '#a0522d', '#111111', false],
    ] as const
  ).map(([bg, shirt, skin, hair, long]): Picture => ({
    group: 'person',
    alt: 'Foto do anunciante',
    draw: () => person(bg, shirt, skin, hair, long),
  })),
  ...(
    [
      ['#1f4e79', '#ffffff'],
      ['#c0392b', '#ffffff'],
      ['#f2c14e', '#2b2b2b'],
      ['#1e8449', '#ffffff'],
    ] as const
  ).map(([bg, mark]): Picture => ({
    group: 'agency',
    alt: 'Logotipo da imobiliária',
    draw: () => agencyMark(bg, mark),
  })),
]
