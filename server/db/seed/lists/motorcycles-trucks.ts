import type { Brand } from './catalogue-shapes'

// Motorcycles and trucks of the catalogue (see vehicle-catalogue.ts for the shapes and how fuel and gearbox are read).

export const motorcyclesAndTrucks: Brand[] = [
  {
    name: 'Honda',
    code: 'honda',
    type: 'motorcycles',
    weight: 12,
    models: [
      {
        name: 'CG 160',
        shape: 'street',
        years: [2016, 2027],
        versions: [
          ['Start', 15_500],
          ['Fan', 17_200],
          ['Titan', 19_900],
        ],
      },
      {
        name: 'Biz',
        shape: 'scooter',
        years: [2012, 2027],
        versions: [
          ['110i', 14_300],
          ['125', 16_400],
        ],
      },
      { name: 'Pop 110i', shape: 'scooter', years: [2016, 2027], versions: [['ES', 11_200]] },
      {
        name: 'Bros 160',
        shape: 'trail',
        years: [2015, 2027],
        versions: [
          ['ESDD', 20_300],
          ['ESD', 19_400],
        ],
      },
    ],
  },
  {
    name: 'Yamaha',
    code: 'yamaha',
    type: 'motorcycles',
    weight: 7,
    models: [
      {
        name: 'Fazer 250',
        shape: 'street',
        years: [2012, 2027],
        fuel: 'gasoline',
        versions: [
          ['FZ25 ABS', 24_600],
          ['FZ25 Connected ABS', 26_300],
        ],
      },
      {
        name: 'Factor 150',
        shape: 'street',
        years: [2016, 2027],
        versions: [
          ['ED', 15_300],
          ['DX UBS', 16_200],
        ],
      },
      {
        name: 'Lander 250',
        shape: 'trail',
        years: [2019, 2027],
        versions: [
          ['XTZ ABS', 26_900],
          ['XTZ Connected ABS', 28_400],
        ],
      },
    ],
  },
  {
    name: 'Mercedes-Benz',
    code: 'mercedes-benz',
    type: 'trucks',
    weight: 4,
    models: [
      {
        name: 'Accelo',
        shape: 'light',
        years: [2012, 2027],
        doors: 2,
        fuel: 'diesel',
        versions: [
          ['815 4x2', 322_000],
          ['1017 4x2', 362_000],
        ],
      },
      {
        name: 'Atego',
        shape: 'heavy',
        years: [2012, 2027],
        doors: 2,
        fuel: 'diesel',
        versions: [
          ['1719 4x2', 482_000],
          ['2426 6x2', 585_000],
        ],
      },
    ],
  },
  {
    name: 'Volkswagen',
    code: 'volkswagen',
    type: 'trucks',
    weight: 4,
    models: [
      {
        name: 'Delivery',
        shape: 'light',
        years: [2012, 2027],
        doors: 2,
        fuel: 'diesel',
        versions: [
          ['Express 4x2', 282_000],
          ['9.170 4x2', 332_000],
          ['11.180 4x2', 372_000],
        ],
      },
      {
        name: 'Constellation',
        shape: 'heavy',
        years: [2012, 2027],
        doors: 2,
        fuel: 'diesel',
        versions: [
          ['17.190 4x2', 502_000],
          ['24.280 6x2', 583_000],
          ['30.330 6x4', 652_000],
        ],
      },
    ],
  },
  {
    name: 'Volvo',
    code: 'volvo',
    type: 'trucks',
    weight: 2,
    models: [
      {
        name: 'FH',
        shape: 'tractor',
        years: [2012, 2027],
        doors: 2,
        fuel: 'diesel',
        versions: [
          ['460 6x2 I-Shift', 905_000],
          ['540 6x4 I-Shift', 1_050_000],
        ],
      },
    ],
  },
  {
    name: 'Scania',
    code: 'scania',
    type: 'trucks',
    weight: 2,
    models: [
      {
        name: 'R450',
        shape: 'tractor',
        years: [2012, 2027],
        doors: 2,
        fuel: 'diesel',
        versions: [
          ['6x2 Opticruise', 885_000],
          ['6x4 Opticruise', 952_000],
        ],
      },
    ],
  },
  {
    name: 'Iveco',
    code: 'iveco',
    type: 'trucks',
    weight: 2,
    models: [
      {
        name: 'Daily',
        shape: 'van',
        years: [2012, 2027],
        doors: 2,
        fuel: 'diesel',
        versions: [
          ['35-150 Chassi', 282_000],
          ['55-170 Furgão', 332_000],
        ],
      },
    ],
  },
  {
    name: 'Ford',
    code: 'ford',
    type: 'trucks',
    weight: 2,
    models: [
      {
        name: 'Cargo',
        shape: 'heavy',
        years: [2012, 2019],
        doors: 2,
        fuel: 'diesel',
        versions: [
          ['816 4x2', 302_000],
          ['1119 4x2', 352_000],
          ['2429 6x2', 502_000],
        ],
      },
    ],
  },
]
