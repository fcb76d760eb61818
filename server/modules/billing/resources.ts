import type {
  CheckoutSessionResource,
  PaymentMethodResource,
  PlanResource,
  SubscriptionResource,
} from '../../../src/domain/billing'
import type { CardRow, CheckoutRow, PlanRow, SubscriptionRow } from './repository'

const iso = (d: Date | null) => (d ? d.toISOString() : null)

export const planResource = (p: PlanRow): PlanResource => ({
  id: String(p.id),
  type: 'plan',
  attributes: {
    name: p.name,
    description: p.description,
    kind: p.kind,
    price: p.price,
    price_before_discount: p.priceBeforeDiscount,
    recommended: p.recommended,
    recurring: p.recurring,
    duration_in_months: p.durationInMonths,
    days: p.days,
    is_free: p.isFree,
    properties_limit: p.propertiesLimit,
    properties_highlighted_limit: p.propertiesHighlightedLimit,
    video: p.video,
    highlight_days: p.highlightDays,
    property_gallery_limit: p.propertyGalleryLimit,
    period: p.period,
    order: p.order,
  },
})

export const subscriptionResource = (s: SubscriptionRow): SubscriptionResource => ({
  id: String(s.id),
  type: 'subscription',
  attributes: {
    plan_id: String(s.planId),
    plan_name: s.planName,
    status: s.status,
    start_date: iso(s.startDate),
    end_date: iso(s.endDate),
    trial_end: iso(s.trialEnd),
    recurring: s.recurring,
    payment_method: s.paymentMethod ?? (s.providerSubscriptionId ? 'card' : null),
    created_at: s.createdAt.toISOString(),
    last_payment_error: s.lastPaymentError,
    refused_reason: s.refusedReason,
  },
})

export const cardResource = (c: CardRow): PaymentMethodResource => ({
  id: String(c.id),
  type: 'payment_method',
  attributes: {
    brand: c.brand,
    last4: c.last4,
    exp_month: c.expMonth,
    exp_year: c.expYear,
    holder_name: c.holderName,
    status: c.status,
    is_default: c.isDefault,
    created_at: c.createdAt.toISOString(),
  },
})

export const checkoutResource = (
  row: CheckoutRow,
  url: string | null,
  subscription: SubscriptionRow | null,
): CheckoutSessionResource => ({
  id: row.id,
  type: 'checkout_session',
  attributes: {
    url,
    mode: row.mode,
    payment_method: row.paymentMethod,
    status: row.status,
    trial: row.trial,
    plan_id: row.planId === null ? null : String(row.planId),
    subscription: subscription ? subscriptionResource(subscription) : null,
  },
})
