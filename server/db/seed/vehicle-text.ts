import type { VehicleType } from '../../../src/domain/enums'
import { listOf } from './property-text'
import type { Rng } from './random'

// pt-BR description of a vehicle listing from its attributes.

export interface VehicleFacts {
  type: VehicleType
  title: string
  colour: string
  year: number
  mileage: number
  condition: 'new' | 'semi_new' | 'used'
  oneOwner: boolean
  acceptsExchange: boolean
  paidLicense: boolean
  financed: boolean
  items: string[]
}

const km = (n: number) => `${n.toLocaleString('pt-BR')} km`
// "cor preta": colour names agree with the feminine "cor".
const colourAfterCor: Record<string, string> = { Branco: 'branca', Preto: 'preta', Vermelho: 'vermelha' }
/** Lower-cases an item name's first letter unless it starts an acronym ("IPVA pago", "Faróis de LED" stay). */
const lowerFirst = (s: string) => (/^[A-ZÀ-Ú][a-zà-ú]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s)

export function vehicleDescription(f: VehicleFacts, rng: Rng): string {
  const colour = colourAfterCor[f.colour] ?? f.colour.toLowerCase()
  const parts = [
    f.condition === 'new'
      ? `${f.title}, zero km, cor ${colour}.`
      : `${f.title}, cor ${colour}, com ${km(f.mileage)} rodados.`,
  ]
  const state = [
    f.oneOwner ? 'único dono' : null,
    f.paidLicense ? `IPVA ${f.year >= 2026 ? 'isento' : 'e licenciamento 2026 pagos'}` : null,
    f.condition !== 'new'
      ? rng.pick(['revisões em dia', 'manutenção em dia', 'pneus novos', 'nunca batido'])
      : 'nota fiscal e garantia de fábrica',
  ].filter((x): x is string => x !== null)
  parts.push(`${state[0]![0]!.toUpperCase()}${listOf(state).slice(1)}.`)
  if (f.items.length) parts.push(`Itens: ${listOf(f.items.slice(0, 8).map(lowerFirst))}.`)
  if (f.type === 'trucks')
    parts.push(
      rng.pick([
        'Pronto para trabalhar.',
        'Ideal para frete e entregas na região.',
        'Documentação pronta para transferência.',
      ]),
    )
  if (f.type === 'motorcycles')
    parts.push(rng.pick(['Econômica e ótima para o dia a dia.', 'Muito conservada.', 'Documento em dia.']))
  if (f.financed) parts.push('Aceito financiamento com entrada.')
  if (f.acceptsExchange) parts.push('Aceito troca.')
  parts.push(
    rng.pick([
      'Chame no WhatsApp!',
      'Aceito proposta à vista.',
      'Venha ver sem compromisso.',
      'Falar com o anunciante.',
    ]),
  )
  return parts.join(' ')
}
