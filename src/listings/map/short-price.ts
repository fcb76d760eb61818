const number = (n: number, digits: number) =>
  new Intl.NumberFormat('pt-BR', { maximumFractionDigits: digits }).format(n)

/** A price short enough for a map pin: "R$ 850", "R$ 350 mil", "R$ 1,2 mi". */
export function shortPrice(price: number): string {
  if (price >= 1_000_000) return `R$ ${number(price / 1_000_000, 1)} mi`
  if (price >= 1_000) return `R$ ${number(price / 1_000, price < 10_000 ? 1 : 0)} mil`
  return `R$ ${number(price, 0)}`
}
