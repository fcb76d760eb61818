import type { Rng } from './random'

// Brazilian document numbers for demo people and companies: valid check digits, otherwise random.

function checkDigit(digits: number[], weights: number[]): number {
  const sum = digits.reduce((s, d, i) => s + d * weights[i]!, 0)
  const rest = sum % 11
  return rest < 2 ? 0 : 11 - rest
}

/** "123.456.789-09" */
export function cpf(rng: Rng): string {
  let base: number[]
  do base = Array.from({ length: 9 }, () => rng.int(0, 9))
  while (base.every((d) => d === base[0]))
  const d1 = checkDigit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2])
  const d2 = checkDigit([...base, d1], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2])
  const s = [...base, d1, d2].join('')
  return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`
}

/** "12.345.678/0001-95" (head office, branch 0001). */
export function cnpj(rng: Rng): string {
  const base = [...Array.from({ length: 8 }, () => rng.int(0, 9)), 0, 0, 0, 1]
  const d1 = checkDigit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
  const d2 = checkDigit([...base, d1], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
  const s = [...base, d1, d2].join('')
  return `${s.slice(0, 2)}.${s.slice(2, 5)}.${s.slice(5, 8)}/${s.slice(8, 12)}-${s.slice(12)}`
}

/** A mobile number of the Irecê area code, in the app's phone mask 99-99999-9999. */
export const mobilePhone = (rng: Rng): string => `74-9${rng.int(8, 9)}${rng.digits(3)}-${rng.digits(4)}`

export const creci = (rng: Rng): string => `CRECI-BA ${rng.int(10_000, 39_999)}`

const plateLetters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
// Bahia's plate series mostly start with J, N, O, P or R.
const bahiaFirst = 'JNOPR'

/** A Mercosul plate, "OZA1B23". */
export function plate(rng: Rng): string {
  const l = () => rng.pick([...plateLetters])
  return `${rng.pick([...bahiaFirst])}${l()}${l()}${rng.int(0, 9)}${l()}${rng.digits(2)}`
}
