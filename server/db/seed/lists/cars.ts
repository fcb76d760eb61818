import type { Brand } from './catalogue-shapes'

// Cars of the catalogue (see vehicle-catalogue.ts for the shapes and how fuel and gearbox are read).

export const cars: Brand[] = [
  {
    name: 'Fiat',
    code: 'fiat',
    type: 'cars',
    weight: 9,
    models: [
      {
        name: 'Strada',
        shape: 'pickup',
        years: [2014, 2027],
        doors: 2,
        versions: [
          ['Endurance 1.3 Flex', 112_000],
          ['Freedom 1.3 Flex', 125_000],
          ['Volcano 1.3 Flex CVT', 138_000],
          ['Ranch 1.0 Turbo Flex CVT', 146_000],
        ],
      },
      {
        name: 'Mobi',
        shape: 'hatch',
        years: [2017, 2027],
        versions: [
          ['Like 1.0 Flex', 76_000],
          ['Trekking 1.0 Flex', 81_000],
        ],
      },
      {
        name: 'Argo',
        shape: 'hatch',
        years: [2018, 2027],
        versions: [
          ['1.0 Flex', 89_000],
          ['Drive 1.3 Flex', 98_000],
          ['Trekking 1.3 Flex', 105_000],
        ],
      },
      {
        name: 'Toro',
        shape: 'pickup',
        years: [2017, 2027],
        versions: [
          ['Endurance 1.3 Turbo Flex AT', 156_000],
          ['Freedom 1.3 Turbo Flex AT', 166_000],
          ['Volcano 2.2 Diesel 4x4 AT', 215_000],
          ['Ultra 2.2 Diesel 4x4 AT', 232_000],
        ],
      },
    ],
  },
  {
    name: 'Volkswagen',
    code: 'volkswagen',
    type: 'cars',
    weight: 8,
    models: [
      {
        name: 'Gol',
        shape: 'hatch',
        years: [2012, 2023],
        versions: [
          ['1.0 Flex', 72_000],
          ['1.6 MSI Flex', 81_000],
        ],
      },
      {
        name: 'Polo',
        shape: 'hatch',
        years: [2018, 2027],
        versions: [
          ['Track 1.0 Flex', 92_000],
          ['1.0 TSI Flex AT', 112_000],
          ['Highline 1.0 TSI AT', 126_000],
          ['GTS 1.4 TSI AT', 152_000],
        ],
      },
      {
        name: 'T-Cross',
        shape: 'suv',
        years: [2020, 2027],
        versions: [
          ['Sense 1.0 TSI AT', 127_000],
          ['Comfortline 1.0 TSI AT', 146_000],
          ['Highline 1.4 TSI AT', 172_000],
        ],
      },
      {
        name: 'Saveiro',
        shape: 'pickup',
        years: [2012, 2026],
        doors: 2,
        versions: [
          ['Robust 1.6 Flex CS', 96_000],
          ['Trendline 1.6 Flex CS', 101_000],
          ['Cross 1.6 Flex CD', 116_000],
        ],
      },
    ],
  },
  {
    name: 'Chevrolet',
    code: 'chevrolet',
    type: 'cars',
    weight: 8,
    models: [
      {
        name: 'Onix',
        shape: 'hatch',
        years: [2013, 2027],
        versions: [
          ['1.0 Flex', 91_000],
          ['LT 1.0 Turbo Flex', 101_000],
          ['Premier 1.0 Turbo Flex AT', 121_000],
        ],
      },
      {
        name: 'S10',
        shape: 'pickup',
        years: [2012, 2027],
        versions: [
          ['LS 2.8 Diesel 4x4', 212_000],
          ['LT 2.8 Diesel 4x4 AT', 243_000],
          ['High Country 2.8 Diesel 4x4 AT', 292_000],
        ],
      },
      {
        name: 'Tracker',
        shape: 'suv',
        years: [2017, 2027],
        versions: [
          ['1.0 Turbo Flex AT', 126_000],
          ['LT 1.0 Turbo Flex AT', 141_000],
          ['Premier 1.2 Turbo Flex AT', 166_000],
        ],
      },
    ],
  },
  {
    name: 'Toyota',
    code: 'toyota',
    type: 'cars',
    weight: 5,
    models: [
      {
        name: 'Hilux',
        shape: 'pickup',
        years: [2012, 2027],
        versions: [
          ['SR 2.8 Diesel 4x4', 246_000],
          ['SRV 2.8 Diesel 4x4 AT', 291_000],
          ['SRX 2.8 Diesel 4x4 AT', 322_000],
        ],
      },
      {
        name: 'Corolla',
        shape: 'sedan',
        years: [2012, 2027],
        versions: [
          ['GLi 2.0 Flex CVT', 151_000],
          ['XEi 2.0 Flex CVT', 166_000],
          ['Altis Hybrid 1.8 CVT', 192_000],
        ],
      },
    ],
  },
  {
    name: 'Hyundai',
    code: 'hyundai',
    type: 'cars',
    weight: 5,
    models: [
      {
        name: 'HB20',
        shape: 'hatch',
        years: [2013, 2027],
        versions: [
          ['Sense 1.0 Flex', 86_000],
          ['Comfort 1.0 Flex', 93_000],
          ['Platinum 1.0 TGDI Flex AT', 116_000],
        ],
      },
    ],
  },
  {
    name: 'Renault',
    code: 'renault',
    type: 'cars',
    weight: 4,
    models: [
      {
        name: 'Kwid',
        shape: 'hatch',
        years: [2018, 2027],
        versions: [
          ['Zen 1.0 Flex', 72_000],
          ['Intense 1.0 Flex', 78_000],
          ['Outsider 1.0 Flex', 80_000],
        ],
      },
    ],
  },
  {
    name: 'Ford',
    code: 'ford',
    type: 'cars',
    weight: 4,
    models: [
      {
        name: 'Ranger',
        shape: 'pickup',
        years: [2012, 2027],
        versions: [
          ['XL 2.2 Diesel 4x4', 222_000],
          ['XLS 2.2 Diesel 4x4 AT', 252_000],
          ['Limited 3.0 V6 Diesel 4x4 AT', 322_000],
        ],
      },
    ],
  },
  {
    name: 'Jeep',
    code: 'jeep',
    type: 'cars',
    weight: 4,
    models: [
      {
        name: 'Compass',
        shape: 'suv',
        years: [2017, 2027],
        versions: [
          ['Sport 1.3 Turbo Flex AT', 166_000],
          ['Longitude 1.3 Turbo Flex AT', 186_000],
          ['Limited 2.0 Diesel 4x4 AT', 232_000],
        ],
      },
    ],
  },
]
