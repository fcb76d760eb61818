import { eq } from 'drizzle-orm'
import type {
  AdminUser,
  AdminUserDetail,
  AdminUserListQuery,
  AdminUserStatusInput,
  adminPlanStatuses,
} from '../../../src/domain/backoffice-users'
import type { Db } from '../../db/client'
import { plans, subscriptions, type users } from '../../db/schema'
import { apiError, notFound } from '../../http/errors'
import { pageMeta } from '../../http/public-read'
import type { Tokens } from '../auth'
import type { SearchInvalidator } from '../search'
import { pauseBeyondPlan } from '../listings'
import * as repo from './repository'

export const USER_NOT_FOUND = 'Usuário não encontrado'
export const PLAN_NOT_FOUND = 'Plano não encontrado'

export interface AdminUserDeps {
  db: Db
  tokens: Pick<Tokens, 'revokeAll'>
  searchCache: SearchInvalidator
}

type UserRow = typeof users.$inferSelect
const nameOf = (u: UserRow) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.presentationName || ''

const toSubscription = (s: repo.SubscriptionWithPlan | undefined) =>
  s
    ? {
        id: String(s.subscription.id),
        plan_id: String(s.subscription.planId),
        plan_name: s.planName,
        status: s.subscription.status,
        start_date: s.subscription.startDate?.toISOString() ?? null,
        end_date: s.subscription.endDate?.toISOString() ?? null,
        recurring: s.subscription.recurring,
      }
    : null

function toAdminUser(
  r: { user: UserRow; propertiesCount: number; vehiclesCount: number },
  s: repo.SubscriptionWithPlan | undefined,
): AdminUser {
  return {
    id: String(r.user.id),
    type: 'user',
    attributes: {
      name: nameOf(r.user),
      email: r.user.email,
      profile: r.user.profile,
      status: r.user.status,
      created_at: r.user.createdAt.toISOString(),
      listings: { properties: Number(r.propertiesCount), vehicles: Number(r.vehiclesCount) },
      subscription: toSubscription(s),
    },
  }
}

export async function listUsers(db: Db, q: AdminUserListQuery) {
  const { rows, total } = await repo.findUserPage(db, q)
  const subs = await repo.latestSubscriptions(
    db,
    rows.map((r) => r.user.id),
  )
  return {
    data: rows.map((r) => toAdminUser(r, subs.get(r.user.id))),
    meta: pageMeta(q.page, q.per_page, total),
  }
}

export async function getUser(db: Db, id: number): Promise<AdminUserDetail> {
  const row = await repo.findUserRow(db, id)
  if (!row) throw notFound(USER_NOT_FOUND)
  const [subs, leads, phones, listings] = await Promise.all([
    repo.latestSubscriptions(db, [id]),
    repo.leadsCount(db, id),
    repo.phonesOf(db, id),
    repo.recentListings(db, id),
  ])
  const base = toAdminUser(row, subs.get(id))
  return {
    ...base,
    attributes: {
      ...base.attributes,
      phones,
      cpf: row.user.cpf,
      creci: row.user.creci,
      presentation_name: row.user.presentationName,
      suspension_reason: row.user.status === 'suspended' ? row.user.suspensionReason : null,
      leads_count: leads,
      recent_listings: listings.map((l) => ({
        id: String(l.id),
        kind: l.kind,
        title: l.title,
        status: l.status,
        archived: l.deletedAt !== null,
        created_at: l.createdAt.toISOString(),
      })),
    },
  }
}

/**
 * Suspends or reactivates an account. A suspended user cannot sign in (the sign-in and the token guard refuse a
 * user who is not active), every session they hold is revoked at once, and their listings leave public pages and
 * search at once: the public scope hides advertisers who are not active, and the search cache is emptied.
 */
export async function setUserStatus(deps: AdminUserDeps, id: number, input: AdminUserStatusInput) {
  const before = await getUser(deps.db, id)
  await repo.setUserStatus(
    deps.db,
    id,
    input.status,
    input.status === 'suspended' ? (input.reason ?? null) : null,
  )
  if (input.status !== 'active') await deps.tokens.revokeAll('user', id)
  if (before.attributes.status !== input.status) deps.searchCache.invalidate('advertiser status changed')
  return { before, after: await getUser(deps.db, id) }
}

type AdminPlanStatus = (typeof adminPlanStatuses)[number]

/**
 * Puts the user on a plan with a status (active, trial, cancelled): their latest subscription, or a new one. Live
 * listings beyond the plan's limit are paused at once.
 */
export async function setUserSubscription(
  deps: AdminUserDeps,
  id: number,
  input: { plan_id: number; status: AdminPlanStatus },
) {
  const before = await getUser(deps.db, id)
  const [plan] = await deps.db.select().from(plans).where(eq(plans.id, input.plan_id))
  if (!plan) throw apiError(422, PLAN_NOT_FOUND, { code: 'not_found', pointer: '/plan_id' })
  const now = new Date()
  const current = before.attributes.subscription
  const endOfTrial = new Date(now.getTime() + plan.days * 86_400_000)
  const endOfTerm = new Date(now)
  endOfTerm.setMonth(endOfTerm.getMonth() + plan.durationInMonths)
  const dates =
    input.status === 'canceled'
      ? { endDate: now }
      : { startDate: now, endDate: input.status === 'trial' ? endOfTrial : endOfTerm }
  if (current) {
    await deps.db
      .update(subscriptions)
      .set({ planId: plan.id, status: input.status, ...dates })
      .where(eq(subscriptions.id, Number(current.id)))
  } else {
    await deps.db.insert(subscriptions).values({
      userId: id,
      planId: plan.id,
      status: input.status,
      startDate: now,
      endDate: dates.endDate,
      recurring: plan.recurring,
    })
  }
  // As for the advertiser's own changes, the plan's limits take effect at once: listings beyond them are paused
  // (all of them when the subscription is cancelled).
  await pauseBeyondPlan(deps, id)
  return { before, after: await getUser(deps.db, id) }
}
