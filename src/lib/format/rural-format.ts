import { t } from '@lingui/core/macro'
import { formatPrice } from './format'

// A rural property's numbers as pt-BR writes them: "120 ha", "12,4" (alqueires), "R$ 8.500/ha".

let hectares: Intl.NumberFormat | undefined
let oneDecimal: Intl.NumberFormat | undefined

/** "120 ha", "6,25 ha". */
export function formatHectares(ha: number): string {
  hectares ??= new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 })
  return `${hectares.format(ha)} ha`
}

/** "12,4": a count of alqueires, one decimal at most. */
export function formatOneDecimal(n: number): string {
  oneDecimal ??= new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 })
  return oneDecimal.format(n)
}

/** "R$ 8.500/ha": whole reais a hectare. */
export const formatPricePerHa = (reais: number): string => `${formatPrice(reais).replace(/,00$/, '')}/ha`

/** "≈ 12,4 alqueires" ("≈ 1 alqueire" only for one): CLDR's "one" in Portuguese also takes 1,3, which reads wrong. */
export function alqueiresText(alqueires: number): string {
  const n = formatOneDecimal(alqueires)
  return n === '1' ? t`≈ ${n} alqueire` : t`≈ ${n} alqueires`
}
