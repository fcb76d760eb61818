// Plan changes on Stripe. An upgrade replaces the subscription's item now with proration_behavior 'always_invoice'
// (the prorated invoice is created and paid at once; 'error_if_incomplete' refuses the change when the card
// declines, leaving the subscription as it was). A downgrade waits for the period's end through a subscription
// schedule: its first phase keeps the current price until the period ends, the next one bills the new price. We
// chose the schedule over keeping the pending plan on our side and swapping it at renewal because Stripe drafts the
// renewal invoice itself at the period's end: only the schedule makes sure that invoice already has the new price,
// and the plan's id travels in each phase's metadata, so the subscription's update webhook names the new plan.
import type Stripe from 'stripe'
import type { CheckoutPlan, PaymentProvider, PlanChangePreview } from './provider'

type Call = <T>(work: () => Promise<T>) => Promise<T>
type PlanChanges = Pick<
  PaymentProvider,
  'previewPlanChange' | 'changePlan' | 'schedulePlanChange' | 'cancelScheduledPlanChange'
>

const idOf = (v: string | { id: string } | null | undefined) =>
  v == null ? null : typeof v === 'string' ? v : v.id
const seconds = (d: Date) => Math.floor(d.getTime() / 1000)

export function planChanges(stripe: Stripe, call: Call): PlanChanges {
  /** The plan's Stripe price; a plan without one gets a price found again by its lookup key (plan, amount, months). */
  async function priceOf(plan: CheckoutPlan): Promise<string> {
    if (plan.providerPriceId) return plan.providerPriceId
    const key = `plan_${plan.id}_${plan.price * 100}_${plan.months}m`
    const found = await call(() => stripe.prices.list({ lookup_keys: [key], limit: 1 }))
    if (found.data[0]) return found.data[0].id
    const created = await call(() =>
      stripe.prices.create({
        currency: 'brl',
        unit_amount: plan.price * 100,
        recurring: { interval: 'month', interval_count: plan.months },
        lookup_key: key,
        product_data: { name: plan.name, metadata: { plan_id: String(plan.id) } },
        metadata: { plan_id: String(plan.id) },
      }),
    )
    return created.id
  }

  async function current(subscriptionId: string) {
    const sub = await call(() => stripe.subscriptions.retrieve(subscriptionId))
    const item = sub.items.data[0]
    if (!item) throw new Error(`subscription ${subscriptionId} has no item`)
    return { sub, item }
  }

  async function releaseSchedule(sub: Stripe.Subscription) {
    const schedule = idOf(sub.schedule)
    if (schedule) await call(() => stripe.subscriptionSchedules.release(schedule))
  }

  return {
    async previewPlanChange(subscriptionId, plan, options = {}): Promise<PlanChangePreview> {
      const [{ sub, item }, price] = await Promise.all([current(subscriptionId), priceOf(plan)])
      const at = seconds(options.prorationDate ?? new Date())
      const invoice = await call(() =>
        stripe.invoices.createPreview({
          customer: idOf(sub.customer)!,
          subscription: subscriptionId,
          subscription_details: {
            items: [{ id: item.id, price }],
            proration_behavior: 'always_invoice',
            proration_date: at,
          },
        }),
      )
      return { amountDue: invoice.amount_due, prorationDate: new Date(at * 1000) }
    },

    async changePlan(subscriptionId, plan, options) {
      const [{ sub, item }, price] = await Promise.all([current(subscriptionId), priceOf(plan)])
      // A downgrade scheduled earlier gives way to the upgrade made now.
      await releaseSchedule(sub)
      await call(() =>
        stripe.subscriptions.update(subscriptionId, {
          items: [{ id: item.id, price }],
          proration_behavior: options.prorate ? 'always_invoice' : 'none',
          ...(options.prorationDate ? { proration_date: seconds(options.prorationDate) } : {}),
          payment_behavior: 'error_if_incomplete',
          metadata: { plan_id: String(plan.id) },
        }),
      )
    },

    async schedulePlanChange(subscriptionId, plan) {
      const [{ sub, item }, price] = await Promise.all([current(subscriptionId), priceOf(plan)])
      const scheduleId =
        idOf(sub.schedule) ??
        (await call(() => stripe.subscriptionSchedules.create({ from_subscription: subscriptionId }))).id
      const trialEnd = sub.status === 'trialing' && sub.trial_end ? { trial_end: sub.trial_end } : {}
      await call(() =>
        stripe.subscriptionSchedules.update(scheduleId, {
          end_behavior: 'release',
          proration_behavior: 'none',
          phases: [
            {
              items: [{ price: item.price.id, quantity: 1 }],
              start_date: item.current_period_start,
              end_date: item.current_period_end,
              metadata: sub.metadata,
              ...trialEnd,
            },
            {
              items: [{ price, quantity: 1 }],
              duration: { interval: 'month', interval_count: plan.months },
              metadata: { ...sub.metadata, plan_id: String(plan.id) },
            },
          ],
        }),
      )
    },

    async cancelScheduledPlanChange(subscriptionId) {
      const { sub } = await current(subscriptionId)
      await releaseSchedule(sub)
    },
  }
}
