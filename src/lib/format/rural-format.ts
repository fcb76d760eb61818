import { formatPrice } from './format'

// A rural property's numbers as pt-BR writes them that the home page's cards show: "120 ha", "R$ 8.500/ha". Those
// only the detail pages and the editor write are in ./alqueires-format.

let hectares: Intl.NumberFormat | undefined

/** "120 ha", "6,25 ha". */
export function formatHectares(ha: number): string {
  hectares ??= new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 })
  return `${hectares.format(ha)} ha`
}

/** "R$ 8.500/ha": whole reais a hectare. */
export const formatPricePerHa = (reais: number): string => `${formatPrice(reais).replace(/,00$/, '')}/ha`
