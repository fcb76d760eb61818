// What a verified provider event changes, each event at most once (its id is kept in payment_events, in the same
// transaction as the change: a failed change leaves the event unrecorded, so the provider's retry applies it).
//
// Events say that something changed, not what is true now: Stripe sends a subscription's events in any order, two
// of them made in the same second included. So a subscription is decided from its current state, read from the
// provider before the transaction (no call to the provider is made inside one: a slow answer would hold every
// write), and the calls the decision needs (cancel and refund a duplicate, end a trial already used) are made
// after the transaction commits.
import { and, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm'
import type {
  BillingEvent,
  PaymentProvider,
  ProviderCard,
  SubscriptionSnapshot,
} from '../../adapters/payments/provider'
import { PaymentProviderError } from '../../adapters/payments/provider'
import type { Db } from '../../db/client'
import {
  agencies,
  billingCustomers,
  checkoutSessions,
  paymentEvents,
  paymentMethods,
  plans,
  subscriptions,
  trialGrants,
  users,
} from '../../db/schema'
import { lockUser } from '../plan-limits'
import { applyPixPayment } from './pix'
import { endFreeSubscriptions, freePlanSql, subscriptionByProviderId, userOfCustomer } from './repository'
import type { BillingNotice, FollowUp } from './follow-ups'
import { syncPlan } from './plan-sync'
import { fieldsOf } from './subscription-state'

export type { BillingNotice, FollowUp } from './follow-ups'

export interface BillingDeps {
  db: Db
  payments: PaymentProvider
  /** Called after a subscription's status changed (plan limits take effect at once). */
  onEntitlementChange?: (db: Db, userId: number) => Promise<void>
  notify?: (userId: number, notice: BillingNotice) => Promise<void>
  log?: { warn(obj: object, msg: string): void }
}

export type EventOutcome = 'processed' | 'duplicate'

/** What the provider says now, read before the transaction. */
interface Facts {
  subscription?: SubscriptionSnapshot
  cards?: ProviderCard[]
  readAt: Date
}

const isMissing = (err: unknown) => err instanceof PaymentProviderError && err.code === 'resource_missing'

async function factsFor(deps: BillingDeps, event: BillingEvent): Promise<Facts> {
  const readAt = new Date()
  const subscriptionId =
    event.kind === 'subscription'
      ? event.subscription.id
      : event.kind === 'invoice'
        ? event.subscriptionId
        : null
  if (subscriptionId) {
    try {
      return { subscription: await deps.payments.getSubscription(subscriptionId), readAt }
    } catch (err) {
      // Gone at the provider: the event's own copy is all there is.
      if (isMissing(err) && event.kind === 'subscription') return { subscription: event.subscription, readAt }
      if (!isMissing(err)) throw err
      return { readAt }
    }
  }
  const customerId =
    event.kind === 'cards' ? event.customerId : event.kind === 'checkout.completed' ? event.customerId : null
  if (customerId && (await userOfCustomer(deps.db, customerId)) !== null) {
    try {
      return { cards: await deps.payments.listCards(customerId), readAt }
    } catch (err) {
      if (!isMissing(err)) throw err
    }
  }
  return { readAt }
}

export async function handleEvent(deps: BillingDeps, event: BillingEvent): Promise<EventOutcome> {
  const seen = await deps.db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, event.id))
  if (seen.length > 0) return 'duplicate'
  const facts = await factsFor(deps, event)
  const changedUsers: number[] = []
  const followUps: FollowUp[] = []
  const outcome = await deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id })
    if (inserted.length === 0) return 'duplicate' as const
    const userId = await apply({ ...deps, db: tx as unknown as Db }, event, facts, followUps)
    if (userId !== null) changedUsers.push(userId)
    return 'processed' as const
  })
  await runFollowUps(deps, followUps)
  for (const userId of changedUsers) await deps.onEntitlementChange?.(deps.db, userId)
  return outcome
}

/** Applies one event; answers the advertiser whose subscription changed, if one did. */
async function apply(
  deps: BillingDeps,
  event: BillingEvent,
  facts: Facts,
  followUps: FollowUp[],
): Promise<number | null> {
  const { db } = deps
  switch (event.kind) {
    case 'checkout.completed':
      await db
        .update(checkoutSessions)
        .set({ status: 'complete', providerSubscriptionId: event.subscriptionId })
        .where(eq(checkoutSessions.id, event.sessionId))
      if (event.customerId && facts.cards) await saveCards(db, event.customerId, facts.cards, followUps)
      return null
    case 'checkout.expired':
      await db
        .update(checkoutSessions)
        .set({ status: 'expired' })
        .where(and(eq(checkoutSessions.id, event.sessionId), eq(checkoutSessions.status, 'open')))
      return null
    case 'payment':
      return applyPixPayment(deps, event, followUps)
    case 'subscription':
      return facts.subscription ? applyCurrent(deps, facts.subscription, facts.readAt, followUps) : null
    case 'invoice': {
      const changed = facts.subscription
        ? await applyCurrent(deps, facts.subscription, facts.readAt, followUps)
        : null
      await recordInvoice(db, event, followUps)
      return changed
    }
    case 'cards':
      if (facts.cards) await saveCards(db, event.customerId, facts.cards, followUps)
      return null
    case 'customer.deleted':
      await forgetCustomer(db, event.customerId)
      return null
    case 'ignored':
      return null
  }
}

/** The provider's current state of a subscription, its plan included (a plan changed in place). */
async function applyCurrent(
  deps: BillingDeps,
  snap: SubscriptionSnapshot,
  at: Date,
  followUps: FollowUp[],
): Promise<number | null> {
  const changed = await applySnapshot(deps, snap, at, followUps)
  const planChanged = await syncPlan(deps, snap, true)
  return changed ?? planChanged
}

/** A renewal's outcome as the advertiser sees it: the card's decline code kept, and an e-mail when declined. */
async function recordInvoice(
  db: Db,
  event: Extract<BillingEvent, { kind: 'invoice' }>,
  followUps: FollowUp[],
): Promise<void> {
  if (!event.subscriptionId) return
  const row = await subscriptionByProviderId(db, event.subscriptionId)
  if (!row || row.refusedReason) return
  if (event.paid) {
    if (row.lastPaymentError)
      await db.update(subscriptions).set({ lastPaymentError: null }).where(eq(subscriptions.id, row.id))
    return
  }
  await db
    .update(subscriptions)
    .set({ lastPaymentError: event.declineCode ?? 'card_declined' })
    .where(eq(subscriptions.id, row.id))
  followUps.push({
    kind: 'notify',
    userId: row.userId,
    notice: { kind: 'renewal_declined', planName: row.planName, declineCode: event.declineCode },
  })
}

/** Subscriptions the advertiser has the limits of. */
export const entitledStatuses = ['active', 'trial'] as const
const isEntitled = (status: string) => (entitledStatuses as readonly string[]).includes(status)
/** A paid subscription that is the advertiser's current one: in use, or waiting for a declined renewal. */
const currentStatuses = ['active', 'trial', 'inactive'] as const
const isCurrent = (status: string) => (currentStatuses as readonly string[]).includes(status)

/**
 * The provider's state of a subscription, read at `at`: created on first sight (for the advertiser who is the
 * provider's customer, and the plan the checkout was for), updated after; a reading older than one already applied
 * changes nothing. Under the advertiser's lock, a subscription that becomes current while another paid one is
 * current is refused (cancelled and refunded), and a trial the person already had is ended at once.
 */
export async function applySnapshot(
  deps: Pick<BillingDeps, 'db' | 'payments'>,
  snap: SubscriptionSnapshot,
  at: Date,
  followUps: FollowUp[],
): Promise<number | null> {
  const { db } = deps
  const known = await subscriptionByProviderId(db, snap.id)
  const userId = known?.userId ?? (await userOfCustomer(db, snap.customerId))
  if (userId === null) return null
  await lockUser(db, userId)
  const existing = known ? await subscriptionByProviderId(db, snap.id) : null
  const fields = fieldsOf(snap)
  if (existing?.refusedReason) return null
  if (existing?.providerUpdatedAt && existing.providerUpdatedAt > at) return null

  const becomesCurrent = isCurrent(fields.status) && !(existing && isCurrent(existing.status))
  if (becomesCurrent && (await otherCurrentPaid(db, userId, snap.id))) {
    // Paid while another subscription was current (several checkouts opened, paid one after another): refused.
    const planName = await refuseDuplicate(db, userId, snap, existing?.id ?? null, at)
    if (planName === null) return null
    followUps.push({ kind: 'refund_duplicate', subscriptionId: snap.id })
    followUps.push({ kind: 'notify', userId, notice: { kind: 'duplicate_refunded', planName } })
    return null
  }

  let rowId = existing?.id ?? null
  if (existing) {
    await db
      .update(subscriptions)
      .set({ ...fields, providerUpdatedAt: at })
      .where(eq(subscriptions.id, existing.id))
  } else {
    const planId = await planOfNew(db, userId, snap)
    if (!planId) return null
    const [row] = await db
      .insert(subscriptions)
      .values({
        userId,
        planId,
        providerSubscriptionId: snap.id,
        provider: providerName(deps.payments),
        providerUpdatedAt: at,
        ...fields,
      })
      .onConflictDoNothing()
      .returning({ id: subscriptions.id })
    rowId = row?.id ?? null
  }
  if (fields.status === 'trial' && existing?.status !== 'trial' && rowId !== null) {
    if (await trialAlreadyGiven(db, userId, snap)) {
      followUps.push({ kind: 'end_trial', subscriptionId: snap.id })
      const planName = (await subscriptionByProviderId(db, snap.id))?.planName ?? ''
      followUps.push({ kind: 'notify', userId, notice: { kind: 'trial_used', planName } })
    } else {
      await db
        .insert(trialGrants)
        .values({
          userId,
          cardFingerprint: snap.cardFingerprint,
          document: await documentOf(db, userId),
          providerSubscriptionId: snap.id,
        })
        .onConflictDoNothing()
    }
  }
  // A paid plan that starts replaces a free one (an upgrade): one current subscription at a time.
  if (isEntitled(fields.status)) await endFreeSubscriptions(db, userId)
  return !existing || existing.status !== fields.status ? userId : null
}

const providerName = (p: PaymentProvider) => (p.name === 'off' ? null : p.name)

async function planOfNew(db: Db, userId: number, snap: SubscriptionSnapshot): Promise<number | null> {
  const fromCheckout = (
    await db
      .select({ planId: checkoutSessions.planId })
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.providerSubscriptionId, snap.id), eq(checkoutSessions.userId, userId)))
  )[0]?.planId
  return fromCheckout ?? (Number(snap.metadata.plan_id) || null)
}

/** Another paid subscription of the advertiser is current. */
async function otherCurrentPaid(db: Db, userId: number, providerId: string): Promise<boolean> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, [...currentStatuses]),
        or(
          isNull(subscriptions.providerSubscriptionId),
          ne(subscriptions.providerSubscriptionId, providerId),
        ),
        sql`not (${subscriptions.providerSubscriptionId} is null and ${freePlanSql})`,
      ),
    )
    .limit(1)
  return rows.length > 0
}

/** Records the refused subscription as cancelled; answers its plan's name (null: no plan to record it under). */
async function refuseDuplicate(
  db: Db,
  userId: number,
  snap: SubscriptionSnapshot,
  existingId: number | null,
  at: Date,
): Promise<string | null> {
  const refused = {
    status: 'canceled' as const,
    refusedReason: 'duplicate' as const,
    recurring: false,
    endDate: at,
    providerUpdatedAt: at,
  }
  if (existingId !== null) await db.update(subscriptions).set(refused).where(eq(subscriptions.id, existingId))
  else {
    const planId = await planOfNew(db, userId, snap)
    if (!planId) return null
    await db
      .insert(subscriptions)
      .values({
        userId,
        planId,
        providerSubscriptionId: snap.id,
        startDate: snap.startDate,
        trialEnd: snap.trialEnd,
        ...refused,
      })
      .onConflictDoNothing()
  }
  return (await subscriptionByProviderId(db, snap.id))?.planName ?? null
}

/** The person's CPF, or their agency's CNPJ, as digits: a trial is given once per document. */
async function documentOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ cpf: users.cpf, cnpj: agencies.cnpj })
    .from(users)
    .leftJoin(agencies, eq(agencies.userId, users.id))
    .where(eq(users.id, userId))
  const digits = (row?.cnpj ?? row?.cpf ?? '').replace(/\D/g, '')
  return digits.length === 11 || digits.length === 14 ? digits : null
}

/** Has this person had a trial before: this account, this card on any account, or this CPF/CNPJ? */
export async function trialAlreadyGiven(
  db: Db,
  userId: number,
  snap?: Pick<SubscriptionSnapshot, 'id' | 'cardFingerprint'>,
): Promise<boolean> {
  const document = await documentOf(db, userId)
  const who = [
    eq(trialGrants.userId, userId),
    ...(snap?.cardFingerprint ? [eq(trialGrants.cardFingerprint, snap.cardFingerprint)] : []),
    ...(document ? [eq(trialGrants.document, document)] : []),
  ]
  const rows = await db
    .select({ id: trialGrants.id })
    .from(trialGrants)
    .where(and(or(...who), ...(snap ? [ne(trialGrants.providerSubscriptionId, snap.id)] : [])))
    .limit(1)
  return rows.length > 0
}

/** The advertiser's cards as the provider holds them (added through its form, removed, default changed). */
export async function saveCards(
  db: Db,
  customerId: string,
  cards: ProviderCard[],
  followUps: FollowUp[],
): Promise<void> {
  const userId = await userOfCustomer(db, customerId)
  if (userId === null) return
  const ids = cards.map((c) => c.id)
  await db
    .delete(paymentMethods)
    .where(
      and(
        eq(paymentMethods.userId, userId),
        sql`${paymentMethods.providerPaymentMethodId} IS NOT NULL`,
        ...(ids.length ? [notInArray(paymentMethods.providerPaymentMethodId, ids)] : []),
      ),
    )
  const now = new Date()
  for (const c of cards) {
    const expired =
      c.expYear < now.getUTCFullYear() ||
      (c.expYear === now.getUTCFullYear() && c.expMonth < now.getUTCMonth() + 1)
    const values = {
      brand: c.brand,
      last4: c.last4,
      expMonth: c.expMonth,
      expYear: c.expYear,
      holderName: c.holderName || '—',
      status: expired ? ('expired' as const) : ('active' as const),
      isDefault: c.isDefault,
    }
    await db
      .insert(paymentMethods)
      .values({ userId, providerPaymentMethodId: c.id, ...values })
      .onConflictDoUpdate({ target: paymentMethods.providerPaymentMethodId, set: values })
  }
  // The provider's default card wins over a default kept only here (a card saved before the provider knew it).
  if (cards.some((c) => c.isDefault))
    await db
      .update(paymentMethods)
      .set({ isDefault: false })
      .where(and(eq(paymentMethods.userId, userId), isNull(paymentMethods.providerPaymentMethodId)))
  // The provider's checkout makes no card the customer's default: the newest becomes it, so renewals charge it.
  const newest = cards.at(-1)
  if (newest && !cards.some((c) => c.isDefault))
    followUps.push({ kind: 'default_card', customerId, cardId: newest.id })
}

/** The provider's cards, read outside any transaction, then saved (reconciliation). */
export async function syncCards(deps: Pick<BillingDeps, 'db' | 'payments'>, customerId: string) {
  const cards = await deps.payments.listCards(customerId)
  const followUps: FollowUp[] = []
  await saveCards(deps.db, customerId, cards, followUps)
  await runFollowUps(deps, followUps)
}

/** A customer deleted at the provider: its id is forgotten (the next checkout makes a new one), with its cards. */
async function forgetCustomer(db: Db, customerId: string): Promise<void> {
  const userId = await userOfCustomer(db, customerId)
  if (userId === null) return
  await db
    .delete(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), sql`${paymentMethods.providerPaymentMethodId} IS NOT NULL`))
  await db.delete(billingCustomers).where(eq(billingCustomers.providerCustomerId, customerId))
}

/** The advertiser's live paid subscriptions at the provider (their card is set with the customer's). */
export const liveProviderSubscriptions = async (db: Pick<Db, 'select'>, userId: number) =>
  (
    await db
      .select({ id: subscriptions.providerSubscriptionId })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, userId),
          inArray(subscriptions.status, ['trial', 'active', 'inactive', 'pending']),
          sql`${subscriptions.providerSubscriptionId} IS NOT NULL`,
        ),
      )
  ).map((r) => r.id!)

/**
 * Runs what committed decisions need from the provider and the mail. A failure is logged and left to the
 * reconciliation job, which finds a refused subscription still live at the provider and cancels it again.
 */
export async function runFollowUps(
  deps: Pick<BillingDeps, 'db' | 'payments' | 'notify' | 'log'>,
  followUps: FollowUp[],
): Promise<void> {
  for (const f of followUps) {
    try {
      switch (f.kind) {
        case 'refund_duplicate':
          await deps.payments.cancelSubscription(f.subscriptionId).catch((err: unknown) => {
            // Already cancelled at the provider: the refund still applies.
            if (!(err instanceof PaymentProviderError)) throw err
          })
          await deps.payments.refundLatestCharge(f.subscriptionId)
          break
        case 'refund_payment':
          await deps.payments.refundPayment(f.paymentId)
          break
        case 'end_trial':
          await deps.payments.endTrialNow(f.subscriptionId)
          break
        case 'default_card': {
          const userId = await userOfCustomer(deps.db, f.customerId)
          if (userId === null) break
          const subs = await liveProviderSubscriptions(deps.db, userId)
          await deps.payments.setDefaultCard(f.customerId, f.cardId, subs)
          break
        }
        case 'notify':
          await deps.notify?.(f.userId, f.notice)
          break
      }
    } catch (err) {
      deps.log?.warn({ err, followUp: f.kind }, 'billing follow-up failed')
    }
  }
}

/**
 * The advertiser's subscriptions in an entitled status, each saying whether it is a free plan taken without the
 * provider (one a paid checkout may replace).
 */
export const liveSubscriptionsOf = (db: Pick<Db, 'select'>, userId: number) =>
  db
    .select({
      id: subscriptions.id,
      status: subscriptions.status,
      free: sql<boolean>`(${subscriptions.providerSubscriptionId} is null and ${freePlanSql})`,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...entitledStatuses, 'inactive'])),
    )
