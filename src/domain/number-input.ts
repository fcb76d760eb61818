import { z } from 'zod'

// Numbers as the forms send them: typed text in pt-BR ("1.200,50") or numbers from the API; blank means
// "not informed".

/** '' and null/undefined → null; everything else goes on. */
export const blankToNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : v)

/** '1.200,50' and '1.200' (pt-BR thousands) as well as '72.5' and '72,5' (decimals). */
export function parseNumber(text: string): number {
  const v = text.trim().replace(/\s/g, '')
  if (v === '') return Number.NaN
  if (v.includes(',')) return Number(v.replace(/\./g, '').replace(',', '.'))
  return Number(/^\d{1,3}(\.\d{3})+$/.test(v) ? v.replace(/\./g, '') : v)
}

const toNumber = (v: unknown) => (typeof v === 'string' ? parseNumber(v) : v)

/** Blank → null, text → number, then `inner` (which takes null for "not informed"). */
export const numberInput = <T extends z.ZodType>(inner: T) =>
  z.preprocess((v) => {
    const b = blankToNull(v)
    return b === null ? null : toNumber(b)
  }, inner)
