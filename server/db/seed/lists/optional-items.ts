import type { VehicleType } from '../../../../src/domain/enums'

// Optional item groups and items offered on vehicle listings (GET /api/vehicles/settings). `for` tells which
// vehicle types an item plausibly applies to when demo vehicles pick theirs.

type For = readonly VehicleType[]
const all: For = ['cars', 'motorcycles', 'trucks']
const carTruck: For = ['cars', 'trucks']
const car: For = ['cars']
const moto: For = ['motorcycles']

export const optionalItemGroups: { name: string; items: [string, For][] }[] = [
  {
    name: 'Segurança',
    items: [
      ['Airbag do motorista', carTruck],
      ['Airbag do passageiro', car],
      ['Airbags laterais', car],
      ['Freios ABS', all],
      ['Controle de estabilidade', car],
      ['Controle de tração', carTruck],
      ['Alarme', all],
      ['Câmera de ré', carTruck],
      ['Sensor de estacionamento', car],
      ['Isofix', car],
    ],
  },
  {
    name: 'Conforto',
    items: [
      ['Ar-condicionado', carTruck],
      ['Ar-condicionado digital', car],
      ['Direção elétrica', car],
      ['Vidros elétricos', carTruck],
      ['Travas elétricas', carTruck],
      ['Retrovisores elétricos', carTruck],
      ['Banco do motorista com ajuste de altura', carTruck],
      ['Bancos de couro', car],
      ['Piloto automático', carTruck],
      ['Chave presencial', car],
      ['Cama na cabine', ['trucks']],
    ],
  },
  {
    name: 'Tecnologia',
    items: [
      ['Central multimídia', carTruck],
      ['Android Auto', car],
      ['Apple CarPlay', car],
      ['Bluetooth', all],
      ['GPS', carTruck],
      ['Computador de bordo', carTruck],
      ['Painel digital', all],
      ['Partida por botão', car],
      ['Carregador por indução', car],
      ['Tomada USB', all],
    ],
  },
  {
    name: 'Exterior',
    items: [
      ['Rodas de liga leve', all],
      ['Faróis de LED', all],
      ['Faróis de neblina', carTruck],
      ['Teto solar', car],
      ['Capota marítima', car],
      ['Santo Antônio', car],
      ['Estribo', carTruck],
      ['Engate', carTruck],
      ['Protetor de carenagem', moto],
      ['Baú traseiro', moto],
    ],
  },
  {
    name: 'Mecânica',
    items: [
      ['Partida elétrica', moto],
      ['Freio a disco', moto],
      ['Injeção eletrônica', all],
      ['Tração 4x4', car],
      ['Câmbio automático', carTruck],
      ['Freio motor', ['trucks']],
    ],
  },
  {
    name: 'Documentação e histórico',
    items: [
      ['Manual e chave reserva', all],
      ['Revisões na concessionária', all],
      ['Garantia de fábrica', all],
      ['IPVA pago', all],
      ['Licenciado', all],
    ],
  },
]
