// A plan period paid by PIX. A Brazilian provider account takes PIX as one-time payments only, so there is no
// subscription at the provider: the app runs the period itself, from the payment to the payment plus the plan's
// months, and it never renews by itself. A second payment while a PIX period is current pays the next period
// early (it extends from the current end). Some days before the end, a scheduled job e-mails a link to pay the next
// period by PIX; the card stays the way to renew automatically.
import { and, desc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm'
import { SITE_NAME } from '../../../src/domain/constants'
import { billingMsg } from '../../../src/domain/billing'
import type { MailMessage, Mailer } from '../../adapters/mail/mailer'
import type { BillingEvent, PaymentProvider } from '../../adapters/payments/provider'
import { PaymentsUnavailableError } from '../../adapters/payments/off'
import { PaymentProviderError } from '../../adapters/payments/provider'
import type { Db } from '../../db/client'
import { checkoutSessions, plans, subscriptions, users } from '../../db/schema'
import { apiError } from '../../http/errors'
import { lockUser } from '../plan-limits'
import { activePlan, endFreeSubscriptions, isFreePlan, userOf, userOfCustomer } from './repository'
import type { FollowUp } from './follow-ups'

/** How long the PIX code can be paid. */
export const PIX_EXPIRES_AFTER_SECONDS = 60 * 60
/** How many days before a PIX period ends its "pay the next period" e-mail goes out. */
export const PIX_RENEWAL_NOTICE_DAYS = 5

const DAY_MS = 86_400_000

const addMonths = (at: Date, months: number) => {
  const d = new Date(at)
  d.setUTCMonth(d.getUTCMonth() + months)
  return d
}

/** The advertiser's subscriptions that give a plan now, with how they are paid (the PIX one first, latest end). */
/** A subscription paid by card (the provider renews it) is current: trial, active or waiting for payment. */
async function cardSubscriptionIsCurrent(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, ['trial', 'active', 'inactive']),
        sql`${subscriptions.providerSubscriptionId} is not null`,
      ),
    )
    .limit(1)
  return rows.length > 0
}

const liveOf = (db: Pick<Db, 'select'>, userId: number) =>
  db
    .select({
      id: subscriptions.id,
      planId: subscriptions.planId,
      endDate: subscriptions.endDate,
      paymentMethod: subscriptions.paymentMethod,
      providerSubscriptionId: subscriptions.providerSubscriptionId,
      free: sql<boolean>`(${subscriptions.providerSubscriptionId} is null and (${plans.isFree} or ${plans.price} <= 0))`,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['active', 'trial'])))
    .orderBy(desc(subscriptions.endDate))

/**
 * Opens the provider's PIX checkout for one period of the plan: no trial. Refused (409) while another paid plan is
 * current, unless it is this same plan paid by PIX (then the payment is for the next period).
 */
export async function startPixCheckout(
  deps: { db: Db; payments: PaymentProvider },
  userId: number,
  planId: number,
  /** The advertiser's customer at the provider (created on the first checkout). */
  customerOf: (userId: number) => Promise<string>,
) {
  const { db } = deps
  const [plan, user] = await Promise.all([activePlan(db, planId), userOf(db, userId)])
  if (!plan || !user) throw apiError(404, billingMsg.planNotFound, { code: 'not_found' })
  if (plan.kind !== user.profile) throw apiError(422, billingMsg.planNotForProfile, { pointer: '/plan_id' })
  if (isFreePlan(plan)) throw apiError(422, billingMsg.planFree, { pointer: '/plan_id' })
  for (const live of await liveOf(db, userId)) {
    if (live.free) continue
    if (live.paymentMethod !== 'pix') throw apiError(409, billingMsg.alreadySubscribed)
    if (live.planId !== plan.id) throw apiError(409, billingMsg.pixOtherPlan)
  }
  try {
    const customerId = await customerOf(userId)
    const session = await deps.payments.createPixCheckout({
      customerId,
      userId,
      plan: {
        id: plan.id,
        name: plan.name,
        price: plan.price,
        months: plan.durationInMonths,
        providerPriceId: plan.providerPriceId,
      },
      expiresAfterSeconds: PIX_EXPIRES_AFTER_SECONDS,
      successPath: '/payments/checkout/success?session_id={CHECKOUT_SESSION_ID}',
      cancelPath: `/payments/checkout/cancel?plan_id=${plan.id}`,
    })
    await db.insert(checkoutSessions).values({
      id: session.id,
      userId,
      planId: plan.id,
      mode: 'payment',
      paymentMethod: 'pix',
    })
    return { id: session.id, url: session.url, mode: 'payment' as const, trial: false, planId: plan.id }
  } catch (err) {
    if (err instanceof PaymentsUnavailableError)
      throw apiError(503, billingMsg.paymentsOff, { code: 'payments_off' })
    if (err instanceof PaymentProviderError)
      throw apiError(502, billingMsg.checkoutStart, { code: 'payment_provider' })
    throw err
  }
}

/**
 * A PIX checkout's outcome. Paid: the period starts (or the current PIX period of the same plan is extended from its
 * end), once per checkout however often the provider says so. Failed (the code expired unpaid): the checkout ends
 * and nothing else changes. Answers the advertiser whose plan changed.
 */
export async function applyPixPayment(
  deps: { db: Db; payments: Pick<PaymentProvider, 'name'> },
  event: Extract<BillingEvent, { kind: 'payment' }>,
  followUps: FollowUp[],
): Promise<number | null> {
  const { db } = deps
  if (event.outcome === 'awaiting') return null
  if (event.outcome === 'failed') {
    await db
      .update(checkoutSessions)
      .set({ status: 'expired' })
      .where(
        and(
          eq(checkoutSessions.id, event.sessionId),
          eq(checkoutSessions.status, 'open'),
          isNull(checkoutSessions.subscriptionId),
        ),
      )
    return null
  }

  let [session] = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, event.sessionId))
    .for('update')
  if (!session) {
    // A checkout we did not record (lost after the provider opened it): its metadata names advertiser and plan.
    const userId =
      (event.customerId ? await userOfCustomer(db, event.customerId) : null) ??
      (Number(event.metadata.user_id) || null)
    const planId = Number(event.metadata.plan_id) || null
    if (!userId || !planId) return null
    ;[session] = await db
      .insert(checkoutSessions)
      .values({ id: event.sessionId, userId, planId, mode: 'payment', paymentMethod: 'pix' })
      .onConflictDoNothing()
      .returning()
    if (!session) return null
  }
  if (session.subscriptionId !== null || session.planId === null) return null
  const [plan] = await db.select().from(plans).where(eq(plans.id, session.planId))
  if (!plan) return null

  const userId = session.userId
  await lockUser(db, userId)
  // Paid while a card subscription became current (opened before it, paid after): given back, not stacked.
  if (await cardSubscriptionIsCurrent(db, userId)) {
    await db.update(checkoutSessions).set({ status: 'complete' }).where(eq(checkoutSessions.id, session.id))
    if (event.paymentId) followUps.push({ kind: 'refund_payment', paymentId: event.paymentId })
    followUps.push({ kind: 'notify', userId, notice: { kind: 'duplicate_refunded', planName: plan.name } })
    return null
  }
  const paidAt = event.created
  const months = Math.max(1, plan.durationInMonths)
  const [current] = (await liveOf(db, userId)).filter(
    (s) => s.paymentMethod === 'pix' && s.endDate !== null && s.endDate > paidAt,
  )
  let subscriptionId: number
  if (current && current.planId === plan.id) {
    subscriptionId = current.id
    await db
      .update(subscriptions)
      .set({ endDate: addMonths(current.endDate!, months), providerPaymentId: event.paymentId })
      .where(eq(subscriptions.id, current.id))
  } else {
    // Another plan paid by PIX meanwhile: the new plan takes its place from now.
    if (current)
      await db
        .update(subscriptions)
        .set({ status: 'canceled', endDate: paidAt, recurring: false })
        .where(eq(subscriptions.id, current.id))
    const [row] = await db
      .insert(subscriptions)
      .values({
        userId,
        planId: plan.id,
        status: 'active',
        startDate: paidAt,
        endDate: addMonths(paidAt, months),
        recurring: false,
        paymentMethod: 'pix',
        providerPaymentId: event.paymentId,
        providerUpdatedAt: paidAt,
        provider: deps.payments.name === 'off' ? null : deps.payments.name,
      })
      .returning({ id: subscriptions.id })
    subscriptionId = row!.id
  }
  await endFreeSubscriptions(db, userId)
  await db
    .update(checkoutSessions)
    .set({ status: 'complete', subscriptionId })
    .where(eq(checkoutSessions.id, session.id))
  return userId
}

const dateOf = (d: Date) => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Bahia' }).format(d)
const brl = (reais: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(reais).replace(/\u00a0/g, ' ')

export function pixRenewalEmail(input: {
  to: string
  firstName: string
  planId: number
  planName: string
  price: number
  months: number
  endDate: Date
  baseUrl: string
}): MailMessage {
  const end = dateOf(input.endDate)
  const period = input.months === 1 ? '1 mês' : `${input.months} meses`
  const link = `${input.baseUrl}/plans/redirectPayment/${input.planId}?forma=pix`
  return {
    to: input.to,
    subject: `Seu plano ${input.planName} vale até ${end}: pague o próximo período com PIX`,
    text: [
      input.firstName ? `Olá, ${input.firstName}!` : 'Olá!',
      '',
      `O plano ${input.planName}, pago via PIX, vale até ${end}. O PIX não renova sozinho: para seus anúncios continuarem publicados, pague o próximo período (${brl(input.price)} por ${period}) com PIX. O novo período começa quando o atual termina.`,
      '',
      'Pagar próximo período com PIX:',
      link,
      '',
      'Prefere a renovação automática? Depois do fim do período, assine o plano com cartão de crédito.',
      '',
      `Equipe ${SITE_NAME}`,
    ].join('\n'),
  }
}

/**
 * The scheduled job: e-mails the advertisers whose PIX period ends within PIX_RENEWAL_NOTICE_DAYS a link to pay the
 * next one, once per period (the end date mailed about is kept; paying early moves the end, and the next period
 * gets its own e-mail). Answers how many went out.
 */
export async function sendPixRenewalNotices(
  deps: { db: Db; mailer: Mailer; baseUrl: string },
  now = new Date(),
): Promise<number> {
  const { db } = deps
  const due = await db
    .select({
      id: subscriptions.id,
      endDate: subscriptions.endDate,
      noticeFor: subscriptions.renewalNoticeFor,
      planId: plans.id,
      planName: plans.name,
      price: plans.price,
      months: plans.durationInMonths,
      email: users.email,
      firstName: users.firstName,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(
        eq(subscriptions.paymentMethod, 'pix'),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.endDate, now),
        lte(subscriptions.endDate, new Date(now.getTime() + PIX_RENEWAL_NOTICE_DAYS * DAY_MS)),
        or(isNull(subscriptions.renewalNoticeFor), ne(subscriptions.renewalNoticeFor, subscriptions.endDate)),
      ),
    )
  let sent = 0
  for (const row of due) {
    if (!row.email || !row.endDate) continue
    // Claimed before sending: two servers running the job send one e-mail.
    const claimed = await db
      .update(subscriptions)
      .set({ renewalNoticeFor: row.endDate })
      .where(
        and(
          eq(subscriptions.id, row.id),
          or(
            isNull(subscriptions.renewalNoticeFor),
            ne(subscriptions.renewalNoticeFor, subscriptions.endDate),
          ),
        ),
      )
      .returning({ id: subscriptions.id })
    if (claimed.length === 0) continue
    try {
      await deps.mailer.send(
        pixRenewalEmail({
          to: row.email,
          firstName: row.firstName,
          planId: row.planId,
          planName: row.planName,
          price: row.price,
          months: row.months,
          endDate: row.endDate,
          baseUrl: deps.baseUrl,
        }),
      )
      sent++
    } catch (err) {
      // Not sent: the next run tries again.
      await db
        .update(subscriptions)
        .set({ renewalNoticeFor: row.noticeFor })
        .where(eq(subscriptions.id, row.id))
      throw err
    }
  }
  return sent
}
