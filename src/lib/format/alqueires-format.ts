import { t } from '@lingui/core/macro'

// A rural property's numbers that only the detail pages and the editor write (./rural-format has those the home
// page's cards show): "12,4" (alqueires, kilometres), "≈ 12,4 alqueires".

let oneDecimal: Intl.NumberFormat | undefined

/** "12,4": a count of alqueires, one decimal at most. */
export function formatOneDecimal(n: number): string {
  oneDecimal ??= new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 })
  return oneDecimal.format(n)
}

/** "≈ 12,4 alqueires" ("≈ 1 alqueire" only for one): CLDR's "one" in Portuguese also takes 1,3, which reads wrong. */
export function alqueiresText(alqueires: number): string {
  const n = formatOneDecimal(alqueires)
  return n === '1' ? t`≈ ${n} alqueire` : t`≈ ${n} alqueires`
}
