// Stripe's test card numbers (docs.stripe.com/testing) and what each does in the sandbox, as in Stripe's test mode.
import type { CardErrorCode } from '../../../../src/domain/billing'

export type CardBehaviour =
  /** Charges succeed. */
  | { ok: true; chargeFails?: false }
  /** Saves and starts a trial, but every charge is declined (Stripe's 4000 0000 0000 0341). */
  | { ok: true; chargeFails: true }
  | { ok: false; code: CardErrorCode }

const known: Record<string, CardBehaviour> = {
  '4242424242424242': { ok: true },
  '4000056655665556': { ok: true },
  '5555555555554444': { ok: true },
  '2223003122003222': { ok: true },
  '5200828282828210': { ok: true },
  '378282246310005': { ok: true },
  '4000000760000002': { ok: true },
  '4000000000000341': { ok: true, chargeFails: true },
  '4000000000000002': { ok: false, code: 'generic_decline' },
  '4000000000009979': { ok: false, code: 'stolen_card' },
  '4000000000009995': { ok: false, code: 'insufficient_funds' },
  '4000000000006975': { ok: false, code: 'card_velocity_exceeded' },
  '4100000000000019': { ok: false, code: 'card_declined' },
  '4000000000000069': { ok: false, code: 'expired_card' },
  '4000000000000127': { ok: false, code: 'incorrect_cvc' },
  '4000000000000119': { ok: false, code: 'processing_error' },
}

/** The decline cards, by code: what journeys and tests type into the checkout. */
export const DECLINE_CARDS = Object.fromEntries(
  Object.entries(known).flatMap(([number, b]) => (b.ok ? [] : [[b.code, number]])),
) as Record<Exclude<CardErrorCode, 'incorrect_number'>, string>

export const SUCCESS_CARD = '4242424242424242'
export const RENEWAL_FAILS_CARD = '4000000000000341'

function luhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa'
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard'
  if (/^3[47]/.test(number)) return 'amex'
  if (/^(4011|4312|4389|5041|5066|5067|6277|6362|6363|6504|6505|6516)/.test(number)) return 'elo'
  return 'unknown'
}

export interface CardInput {
  number: string
  expMonth: number
  expYear: number
  cvc: string
}

/** What the card does: a bad number, a past expiry and a malformed code are refused before the "bank" is asked. */
export function checkCard(card: CardInput, now: Date): CardBehaviour {
  const number = card.number.replace(/\D/g, '')
  if (number.length < 13 || number.length > 19 || !luhn(number))
    return { ok: false, code: 'incorrect_number' }
  const endOfExpiry = new Date(Date.UTC(card.expYear, card.expMonth, 1))
  if (!(card.expMonth >= 1 && card.expMonth <= 12) || endOfExpiry <= now)
    return { ok: false, code: 'expired_card' }
  const cvcLength = cardBrand(number) === 'amex' ? 4 : 3
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) return { ok: false, code: 'incorrect_cvc' }
  // Stripe's test mode declines real card numbers: so does the sandbox. Its one addition: any valid number that
  // starts 4242 4242 pays, each a card of its own (its own fingerprint), so that tests and demonstrations can
  // stand for different people (a trial is given once per card).
  return (
    known[number] ??
    (number.startsWith(PERSONAL_PREFIX) ? { ok: true } : { ok: false, code: 'card_declined' })
  )
}

const PERSONAL_PREFIX = '42424242'

/** A paying card of its own: 4242 4242, seven random digits and the check digit. */
export function personalTestCard(): string {
  const body = PERSONAL_PREFIX + String(Math.floor(Math.random() * 1e7)).padStart(7, '0')
  for (let check = 0; check <= 9; check++) if (luhn(body + check)) return body + check
  throw new Error('unreachable: one check digit always fits')
}
