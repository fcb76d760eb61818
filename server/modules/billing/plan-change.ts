// Moving a subscription to another plan of the profile in place. An upgrade is the provider's: it charges the
// prorated difference now and our row's plan changes when its webhook names the new plan (read from the provider's
// current state, so events arriving out of order change nothing). A downgrade is scheduled with the provider for the
// period's end, and the listings the advertiser chose to keep are kept here until the smaller plan starts.
import { and, desc, eq, gt, inArray, lte } from 'drizzle-orm'
import {
  planChangeDirection,
  planChangeMsg,
  type PendingPlanChange,
  type PlanChangeBody,
  type PlanChangeQuote,
} from '../../../src/domain/plan-change'
import { billingMsg } from '../../../src/domain/billing'
import { PaymentsUnavailableError } from '../../adapters/payments/off'
import { type CheckoutPlan, PaymentProviderError } from '../../adapters/payments/provider'
import type { Db } from '../../db/client'
import { planChanges, plans, subscriptions } from '../../db/schema'
import { apiError } from '../../http/errors'
import {
  listingsHoldingPlaces,
  pauseBeyondPlan,
  resumeWithinPlan,
  type ListingEventSink,
  type ListingIds,
} from '../listings'
import { lockUser } from '../plan-limits'
import type { SearchInvalidator } from '../search'
import {
  activePlan,
  isFreePlan,
  subscriptionOf,
  userOf,
  type PlanRow,
  type SubscriptionRow,
} from './repository'
import { planResource } from './resources'
import type { BillingDeps } from './webhook-events'

const CONFIRM_WAIT_MS = 5_000
/** A quote stays good for this long: confirming later charges what the provider figures then. */
const QUOTE_VALID_MS = 60 * 60_000
/** An upgrade still 'charging' after this long was left by a process that stopped: it no longer blocks. */
const CHARGE_CLAIM_MS = 2 * 60_000

const providerFailed = (detail: string, code = 'payment_provider') => apiError(502, detail, { code })
const checkoutPlan = (p: PlanRow): CheckoutPlan => ({
  id: p.id,
  name: p.name,
  price: p.price,
  months: p.durationInMonths,
  providerPriceId: p.providerPriceId,
})
const direction = (from: PlanRow, to: PlanRow) =>
  planChangeDirection(planResource(from).attributes, planResource(to).attributes)

/** The advertiser's subscription and the two plans, checked: a live, provider-billed plan to another paid one. */
async function subject(db: Db, userId: number, subscriptionId: number, planId: number) {
  const row = await subscriptionOf(db, userId, subscriptionId)
  if (!row) throw apiError(404, 'Assinatura não encontrada.')
  if (row.status !== 'active' && row.status !== 'trial') throw apiError(422, planChangeMsg.notChangeable)
  if (!row.providerSubscriptionId) throw apiError(422, planChangeMsg.notChangeable)
  const [from, to, user] = await Promise.all([
    db
      .select()
      .from(plans)
      .where(eq(plans.id, row.planId))
      .then((r) => r[0]!),
    activePlan(db, planId),
    userOf(db, userId),
  ])
  if (!to || !user) throw apiError(404, 'Plano não encontrado.')
  if (to.kind !== user.profile) throw apiError(422, 'Este plano não é para o seu perfil de anunciante.')
  if (to.id === from.id) throw apiError(422, planChangeMsg.samePlan, { pointer: '/plan_id' })
  if (isFreePlan(to)) throw apiError(422, planChangeMsg.freeTarget, { pointer: '/plan_id' })
  return { row, from, to, providerId: row.providerSubscriptionId }
}

function providerError(err: unknown, detail: string): never {
  if (err instanceof PaymentsUnavailableError)
    throw apiError(503, billingMsg.paymentsOff, { code: 'payments_off' })
  if (err instanceof PaymentProviderError)
    throw err.code && /declin|card|funds/.test(err.code)
      ? apiError(402, planChangeMsg.declined, { code: 'card_declined' })
      : providerFailed(detail)
  throw err
}

/** What moving to the plan would do: the amount charged now (upgrade) or the listings to choose from (downgrade). */
export async function quotePlanChange(
  deps: BillingDeps,
  userId: number,
  subscriptionId: number,
  planId: number,
): Promise<PlanChangeQuote> {
  const { row, from, to, providerId } = await subject(deps.db, userId, subscriptionId, planId)
  const base = {
    plan_id: String(to.id),
    plan_name: to.name,
    limits: { properties: to.propertiesLimit, vehicles: to.propertiesLimit },
  }
  if (direction(from, to) === 'upgrade') {
    const preview = await deps.payments
      .previewPlanChange(providerId, checkoutPlan(to))
      .catch((err: unknown) => providerError(err, planChangeMsg.quote))
    return {
      ...base,
      direction: 'upgrade',
      amount_due: preview.amountDue,
      proration_date: preview.prorationDate.toISOString(),
      effective_at: null,
      listings: [],
    }
  }
  const listings = await listingsHoldingPlaces(deps.db, userId)
  return {
    ...base,
    direction: 'downgrade',
    amount_due: null,
    proration_date: null,
    effective_at:
      (row.status === 'trial' ? (row.trialEnd ?? row.endDate) : row.endDate)?.toISOString() ?? null,
    listings: listings.map((l) => ({
      id: String(l.id),
      kind: l.kind,
      name: l.name,
      status: l.status,
      created_at: l.createdAt.toISOString(),
    })),
  }
}

export type PlanChangeResult =
  | { direction: 'upgrade'; row: SubscriptionRow; confirmed: boolean; amountDue: number }
  | { direction: 'downgrade'; row: SubscriptionRow; pending: PendingPlanChange }

/** Upgrades now (charging the prorated amount) or schedules a downgrade with the listings to keep. */
export async function changePlan(
  deps: BillingDeps,
  userId: number,
  subscriptionId: number,
  body: PlanChangeBody,
): Promise<PlanChangeResult> {
  const { db } = deps
  const { row, from, to, providerId } = await subject(db, userId, subscriptionId, body.plan_id)
  if (direction(from, to) === 'downgrade') {
    const keep = await checkedKeep(db, userId, to, body.keep)
    await deps.payments
      .schedulePlanChange(providerId, checkoutPlan(to))
      .catch((err: unknown) => providerError(err, planChangeMsg.change))
    const effectiveAt = row.status === 'trial' ? (row.trialEnd ?? row.endDate) : row.endDate
    const pending = await db.transaction(async (tx) => {
      await lockUser(tx, userId)
      await tx
        .update(planChanges)
        .set({ status: 'canceled' })
        .where(and(eq(planChanges.userId, userId), eq(planChanges.status, 'scheduled')))
      const [created] = await tx
        .insert(planChanges)
        .values({
          userId,
          subscriptionId: row.id,
          fromPlanId: from.id,
          toPlanId: to.id,
          keepProperties: keep.properties,
          keepVehicles: keep.vehicles,
          effectiveAt,
        })
        .returning()
      return created!
    })
    return { direction: 'downgrade', row, pending: pendingResource(pending, to.name) }
  }

  const plan = checkoutPlan(to)
  const claim = await claimUpgrade(db, userId, row.id, from.id, to.id)
  let amountDue: number
  let prorationDate: Date
  try {
    // The quote's instant when still recent, so the charge is the figure the advertiser saw; else the provider's now.
    const fresh = await deps.payments.previewPlanChange(providerId, plan)
    const asked = body.proration_date ? new Date(body.proration_date) : null
    const recent =
      asked &&
      asked.getTime() <= fresh.prorationDate.getTime() &&
      asked.getTime() >= fresh.prorationDate.getTime() - QUOTE_VALID_MS
    ;({ amountDue, prorationDate } = recent
      ? await deps.payments.previewPlanChange(providerId, plan, { prorationDate: asked })
      : fresh)
    await deps.payments.changePlan(providerId, plan, { prorate: true, prorationDate })
  } catch (err) {
    await db.update(planChanges).set({ status: 'canceled' }).where(eq(planChanges.id, claim))
    providerError(err, planChangeMsg.change)
  }
  // An upgrade replaces any smaller plan scheduled for the period's end.
  await db
    .update(planChanges)
    .set({ status: 'canceled' })
    .where(and(eq(planChanges.userId, userId), eq(planChanges.status, 'scheduled')))
  const until = Date.now() + CONFIRM_WAIT_MS
  for (;;) {
    const now = (await subscriptionOf(db, userId, subscriptionId))!
    const confirmed = now.planId === to.id
    // Unconfirmed, the claim stays until it expires: the provider has charged, the webhook is on its way.
    if (confirmed) {
      await db
        .update(planChanges)
        .set({ status: 'applied', appliedAt: new Date() })
        .where(eq(planChanges.id, claim))
      // The listings the bigger plan brings back are back when the answer arrives, not a moment after it.
      await deps.onEntitlementChange?.(db, userId)
    }
    if (confirmed || Date.now() > until) return { direction: 'upgrade', row: now, confirmed, amountDue }
    await new Promise((r) => setTimeout(r, 50))
  }
}

/**
 * Takes the advertiser's one upgrade in flight (409 while another is charging), checking under their lock that the
 * subscription is still on the plan the request saw: a twin request that waited for the lock finds the plan changed.
 */
async function claimUpgrade(db: Db, userId: number, subscriptionId: number, fromId: number, toId: number) {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId)
    await tx
      .update(planChanges)
      .set({ status: 'canceled' })
      .where(
        and(
          eq(planChanges.userId, userId),
          eq(planChanges.status, 'charging'),
          lte(planChanges.createdAt, new Date(Date.now() - CHARGE_CLAIM_MS)),
        ),
      )
    const [busy] = await tx
      .select({ id: planChanges.id })
      .from(planChanges)
      .where(
        and(
          eq(planChanges.userId, userId),
          eq(planChanges.status, 'charging'),
          gt(planChanges.createdAt, new Date(Date.now() - CHARGE_CLAIM_MS)),
        ),
      )
    if (busy) throw apiError(409, planChangeMsg.inProgress, { code: 'plan_change_in_progress' })
    const now = await subscriptionOf(tx, userId, subscriptionId)
    if (now?.planId === toId) throw apiError(422, planChangeMsg.samePlan, { pointer: '/plan_id' })
    if (now?.planId !== fromId)
      throw apiError(409, planChangeMsg.inProgress, { code: 'plan_change_in_progress' })
    const [claim] = await tx
      .insert(planChanges)
      .values({ userId, subscriptionId, fromPlanId: fromId, toPlanId: toId, status: 'charging' })
      .returning({ id: planChanges.id })
    return claim!.id
  })
}

/** The chosen listings: the advertiser's own, holding a place now, each kind within the new plan's places. */
async function checkedKeep(
  db: Db,
  userId: number,
  to: PlanRow,
  keep: PlanChangeBody['keep'],
): Promise<ListingIds> {
  const live = await listingsHoldingPlaces(db, userId)
  const ids = (kind: 'property' | 'vehicle') => live.filter((l) => l.kind === kind).map((l) => l.id)
  const chosen: ListingIds = keep
    ? { properties: [...new Set(keep.properties)], vehicles: [...new Set(keep.vehicles)] }
    : // Nothing chosen: the newest stay, as when any plan shrinks.
      {
        properties: ids('property').slice(0, to.propertiesLimit),
        vehicles: ids('vehicle').slice(0, to.propertiesLimit),
      }
  for (const [kind, list, pointer] of [
    ['property', chosen.properties, '/keep/properties'],
    ['vehicle', chosen.vehicles, '/keep/vehicles'],
  ] as const) {
    const own = new Set(ids(kind))
    if (list.some((id) => !own.has(id))) throw apiError(422, planChangeMsg.notYours, { pointer })
    if (list.length > to.propertiesLimit)
      throw apiError(422, planChangeMsg.tooMany(to.propertiesLimit, kind), { pointer })
  }
  return chosen
}

const pendingResource = (p: typeof planChanges.$inferSelect, planName: string): PendingPlanChange => ({
  id: String(p.id),
  plan_id: String(p.toPlanId),
  plan_name: planName,
  effective_at: p.effectiveAt?.toISOString() ?? null,
  keep: { properties: p.keepProperties.map(String), vehicles: p.keepVehicles.map(String) },
})

/** The downgrade waiting for the period's end, if any. */
export async function pendingPlanChange(db: Db, userId: number): Promise<PendingPlanChange | null> {
  const [r] = await db
    .select({ change: planChanges, planName: plans.name })
    .from(planChanges)
    .innerJoin(plans, eq(plans.id, planChanges.toPlanId))
    .where(and(eq(planChanges.userId, userId), eq(planChanges.status, 'scheduled')))
    .orderBy(desc(planChanges.id))
    .limit(1)
  return r ? pendingResource(r.change, r.planName) : null
}

/** Gives up the scheduled downgrade: the subscription renews on its current plan. */
export async function dropPlanChange(
  deps: BillingDeps,
  userId: number,
  subscriptionId: number,
): Promise<boolean> {
  const row = await subscriptionOf(deps.db, userId, subscriptionId)
  if (!row) throw apiError(404, 'Assinatura não encontrada.')
  const scheduled = await deps.db
    .select({ id: planChanges.id })
    .from(planChanges)
    .where(
      and(
        eq(planChanges.userId, userId),
        eq(planChanges.subscriptionId, row.id),
        eq(planChanges.status, 'scheduled'),
      ),
    )
  if (scheduled.length === 0) return false
  if (row.providerSubscriptionId)
    await deps.payments
      .cancelScheduledPlanChange(row.providerSubscriptionId)
      .catch((err: unknown) => providerError(err, planChangeMsg.change))
  await deps.db
    .update(planChanges)
    .set({ status: 'canceled' })
    .where(
      inArray(
        planChanges.id,
        scheduled.map((s) => s.id),
      ),
    )
  return true
}

/**
 * The advertiser's plan changed (started, ended, grew or shrank): a smaller plan that just started keeps the
 * listings chosen for it and pauses the rest; otherwise what does not fit is paused, and what the plan paused
 * before comes back as far as there are places.
 */
export async function applyEntitlement(
  deps: { db: Db; searchCache?: SearchInvalidator; listingEvents?: ListingEventSink },
  userId: number,
): Promise<void> {
  const { db } = deps
  const [due] = await db
    .select({ change: planChanges })
    .from(planChanges)
    .innerJoin(subscriptions, eq(subscriptions.id, planChanges.subscriptionId))
    .where(
      and(
        eq(planChanges.userId, userId),
        eq(planChanges.status, 'scheduled'),
        eq(subscriptions.planId, planChanges.toPlanId),
        inArray(subscriptions.status, ['active', 'trial']),
      ),
    )
    .orderBy(desc(planChanges.id))
    .limit(1)
  if (due) {
    await pauseBeyondPlan(deps, userId, undefined, {
      properties: due.change.keepProperties,
      vehicles: due.change.keepVehicles,
    })
    await db
      .update(planChanges)
      .set({ status: 'applied', appliedAt: new Date() })
      .where(eq(planChanges.id, due.change.id))
    return
  }
  // A subscription that ended takes its scheduled change with it.
  const ended = await db
    .select({ id: planChanges.id })
    .from(planChanges)
    .innerJoin(subscriptions, eq(subscriptions.id, planChanges.subscriptionId))
    .where(
      and(
        eq(planChanges.userId, userId),
        eq(planChanges.status, 'scheduled'),
        inArray(subscriptions.status, ['canceled', 'expired']),
      ),
    )
  if (ended.length)
    await db
      .update(planChanges)
      .set({ status: 'canceled' })
      .where(
        inArray(
          planChanges.id,
          ended.map((e) => e.id),
        ),
      )
  await pauseBeyondPlan(deps, userId)
  await resumeWithinPlan(deps, userId)
}
