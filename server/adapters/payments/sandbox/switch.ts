// A plan change in the sandbox, figured as Stripe figures it with proration_behavior 'always_invoice': the unused
// time of the current period is credited at the old price and the rest of the period charged at the new one, each
// line rounded to the centavo on its own, and the invoice paid at once. A change of interval (monthly to
// quarterly…) restarts the period now: the new price is charged whole, less the same credit. In a trial nothing is
// charged (its price is zero) and the trial runs on.

export interface SwitchSubject {
  status: string
  /** Whole reais for the whole period. */
  oldPrice: number
  oldMonths: number
  periodStart: number
  periodEnd: number
}

export interface SwitchFigures {
  /** Centavos due now (never below zero: Stripe keeps a larger credit on the customer's balance). */
  amountDue: number
  /** Whether the period restarts at the change (a change of interval). */
  restartsPeriod: boolean
}

/** The invoice a switch to `price` reais every `months` months at `at` (unix seconds) would produce. */
export function switchFigures(sub: SwitchSubject, price: number, months: number, at: number): SwitchFigures {
  const restartsPeriod = months !== sub.oldMonths && sub.status !== 'trialing'
  if (sub.status === 'trialing') return { amountDue: 0, restartsPeriod: false }
  const total = sub.periodEnd - sub.periodStart
  const left = Math.min(Math.max(sub.periodEnd - at, 0), total)
  const fraction = total > 0 ? left / total : 0
  const credit = Math.round(sub.oldPrice * 100 * fraction)
  const charge = restartsPeriod ? price * 100 : Math.round(price * 100 * fraction)
  return { amountDue: Math.max(0, charge - credit), restartsPeriod }
}
