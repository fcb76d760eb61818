import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm'
import {
  NO_SUBSCRIPTION,
  planLimitMsg,
  type MissingDocument,
  type PlanLimits,
} from '../../../src/domain/plan-limits'
import { isCnpj, isCreci } from '../../../src/domain/validation'
import type { Db } from '../../db/client'
import { agencies, plans, subscriptions, users } from '../../db/schema'
import { apiError } from '../../http/errors'

// The one reader of an advertiser's plan limits (properties, highlights, gallery, video, highlight days) for
// every kind of listing, and the checks that refuse a write past them with a pt-BR message.

/** The database or a transaction. */
export type PlanDb = Pick<Db, 'select'>

/**
 * Serialises one advertiser's writes that count against their plan (limits are counted, then a row is written;
 * a subscription is looked for, then one is made) within a transaction.
 */
export async function lockUser(db: Pick<Db, 'execute'>, userId: number): Promise<void> {
  await db.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`)
}

/** Without a subscription and without a free plan in the table: one active listing, ten photos, no extras. */
export const DEFAULT_PLAN_LIMITS: PlanLimits = {
  planId: null,
  planName: null,
  source: 'default',
  properties: 1,
  highlighted: 0,
  gallery: 10,
  video: false,
  highlightDays: 0,
}

const limitColumns = {
  planId: plans.id,
  planName: plans.name,
  properties: plans.propertiesLimit,
  highlighted: plans.propertiesHighlightedLimit,
  gallery: plans.propertyGalleryLimit,
  video: plans.video,
  highlightDays: plans.highlightDays,
}

/** The user's subscriptions that are current: active or in trial, and not past their end date. */
export const isCurrentSubscription = (userId: number) =>
  and(
    eq(subscriptions.userId, userId),
    inArray(subscriptions.status, ['active', 'trial']),
    or(isNull(subscriptions.endDate), gt(subscriptions.endDate, sql`now()`)),
  )
/** Of several current subscriptions, the newest is the one that counts. */
export const newestFirst = [desc(subscriptions.startDate), desc(subscriptions.id)]

/**
 * A broker's plans apply once the account holds a valid CRECI, an agency's (business) once its agency data holds a
 * valid CNPJ (check digits): the profile is chosen by the advertiser, the document proves it. Answers what is
 * missing, or null when nothing is (owners need neither).
 */
export async function missingDocument(db: PlanDb, userId: number): Promise<MissingDocument | null> {
  const [row] = await db
    .select({ profile: users.profile, creci: users.creci, cnpj: agencies.cnpj })
    .from(users)
    .leftJoin(agencies, eq(agencies.userId, users.id))
    .where(eq(users.id, userId))
  if (row?.profile === 'broker' && !(row.creci && isCreci(row.creci))) return 'creci'
  if (row?.profile === 'business' && !(row.cnpj && isCnpj(row.cnpj))) return 'cnpj'
  return null
}

/** The owner's limits: the owners' free plan, else DEFAULT_PLAN_LIMITS. */
async function ownerLimits(db: PlanDb) {
  const [row] = await db
    .select(limitColumns)
    .from(plans)
    .where(and(eq(plans.kind, 'owner'), eq(plans.isFree, true), eq(plans.active, true)))
    .orderBy(plans.order)
    .limit(1)
  const { properties, highlighted, gallery, video, highlightDays } = row ?? DEFAULT_PLAN_LIMITS
  return { properties, highlighted, gallery, video, highlightDays }
}

/** Until the profile's document is in, a broker's or an agency's plan allows what an owner's does. */
async function asVerified(db: PlanDb, userId: number, limits: PlanLimits): Promise<PlanLimits> {
  const missing = await missingDocument(db, userId)
  if (!missing) return limits
  const owner = await ownerLimits(db)
  // Never more than the plan itself allows: the owner's figures are a ceiling.
  return {
    ...limits,
    properties: Math.min(limits.properties, owner.properties),
    highlighted: Math.min(limits.highlighted, owner.highlighted),
    gallery: Math.min(limits.gallery, owner.gallery),
    video: limits.video && owner.video,
    highlightDays: Math.min(limits.highlightDays, owner.highlightDays),
    missingDocument: missing,
  }
}

/**
 * The limits of the user's current plan: the newest subscription that is active or in trial and not past its
 * end date; null when there is none. A broker or agency without its document gets an owner's limits.
 */
export async function currentPlanLimits(db: PlanDb, userId: number): Promise<PlanLimits | null> {
  const [row] = await db
    .select({ ...limitColumns, status: subscriptions.status })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(isCurrentSubscription(userId))
    .orderBy(...newestFirst)
    .limit(1)
  if (!row) return null
  const { status, ...limits } = row
  return asVerified(db, userId, { ...limits, source: status === 'trial' ? 'trial' : 'active' })
}

/** The active free plan of the user's profile (owner, broker, business), if the plans table has one. */
export async function freePlanLimits(db: PlanDb, userId: number): Promise<PlanLimits | null> {
  const [row] = await db
    .select(limitColumns)
    .from(plans)
    .innerJoin(users, eq(users.profile, plans.kind))
    .where(and(eq(users.id, userId), eq(plans.isFree, true), eq(plans.active, true)))
    .orderBy(plans.order)
    .limit(1)
  return row ? asVerified(db, userId, { ...row, source: 'free' }) : null
}

/**
 * The limits that apply now to what the advertiser may save (gallery size, video): the current plan, else the
 * profile's free plan, else DEFAULT_PLAN_LIMITS. Publishing needs a current plan (publishingLimits).
 */
export async function effectivePlanLimits(db: PlanDb, userId: number): Promise<PlanLimits> {
  return (
    (await currentPlanLimits(db, userId)) ?? (await freePlanLimits(db, userId)) ?? { ...DEFAULT_PLAN_LIMITS }
  )
}

/**
 * Publishing (a property made active, a vehicle sent to review) needs a current subscription, active or in trial:
 * without one, 422 'Você precisa de um plano ativo para publicar. …' (code no_subscription). Drafts and unpublished
 * saves need none. Answers the current plan's limits.
 */
export async function publishingLimits(db: PlanDb, userId: number, pointer = '/status'): Promise<PlanLimits> {
  const limits = await currentPlanLimits(db, userId)
  if (!limits) throw apiError(422, planLimitMsg.noSubscription, { code: NO_SUBSCRIPTION, pointer })
  return limits
}

/** 422 when a listing would have more photos than property_gallery_limit. */
export function checkGalleryLimit(limits: PlanLimits, photos: number, pointer = '/photos'): void {
  if (photos > limits.gallery)
    throw apiError(422, planLimitMsg.gallery(limits.gallery), { code: 'too_many', pointer })
}

/** 422 when a listing has a video and the plan has no video option. */
export function checkVideoAllowed(limits: PlanLimits, hasVideo: boolean, pointer = '/youtube_url'): void {
  if (hasVideo && !limits.video)
    throw apiError(422, planLimitMsg.video, { code: 'video_not_in_plan', pointer })
}

/** 422 when `highlighted` current highlights already fill properties_highlighted_limit. */
export function checkHighlightLimit(limits: PlanLimits, highlighted: number): void {
  if (limits.highlighted === 0)
    throw apiError(422, planLimitMsg.highlightNotInPlan, { code: 'highlight_not_in_plan' })
  if (highlighted >= limits.highlighted)
    throw apiError(422, planLimitMsg.highlighted, { code: 'highlight_limit' })
}

/** When a highlight made now ends: highlight_days from now; null (no end of its own) when the plan says 0. */
export function highlightEnd(limits: PlanLimits, now = new Date()): Date | null {
  return limits.highlightDays > 0 ? new Date(now.getTime() + limits.highlightDays * 86_400_000) : null
}
