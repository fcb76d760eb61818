import { TRIAL_DAYS } from '../../../src/domain/constants'
import type { UserProfile } from '../../../src/domain/enums'
import type { Db } from '../client'
import { paymentMethods, plans, subscriptions } from '../schema'
import { insertIds, insertMany } from './batch'
import { daysAfter, daysBefore, type Rng } from './random'
import type { SeededUser } from './users'

type PlanRow = typeof plans.$inferInsert

// Free / Básico / Profissional per profile, the paid ones monthly and yearly (two months free on the year).
const tiers: Record<
  UserProfile,
  { basic: number; pro: number; limits: [number, number, number]; highlights: [number, number, number] }
> = {
  // The demo owner has ~24 listings (about 21 active): the top owner plan must leave room to publish more.
  owner: { basic: 29, pro: 59, limits: [1, 5, 30], highlights: [0, 1, 3] },
  broker: { basic: 79, pro: 149, limits: [3, 30, 100], highlights: [0, 3, 10] },
  business: { basic: 199, pro: 399, limits: [5, 100, 500], highlights: [0, 10, 30] },
}
const kindLabel: Record<UserProfile, string> = {
  owner: 'proprietários',
  broker: 'corretores',
  business: 'imobiliárias',
}

function planRows(): PlanRow[] {
  const createdAt = daysBefore(400)
  const rows: PlanRow[] = []
  let order = 0
  for (const kind of ['owner', 'broker', 'business'] as const) {
    const t = tiers[kind]
    rows.push({
      name: 'Grátis',
      description: `Comece a anunciar sem custo. Plano de entrada para ${kindLabel[kind]}.`,
      kind,
      price: 0,
      recurring: false,
      days: 0,
      isFree: true,
      propertiesLimit: t.limits[0],
      propertiesHighlightedLimit: 0,
      propertyGalleryLimit: 10,
      order: order++,
      createdAt,
    })
    for (const [tier, index, monthly] of [
      ['Básico', 1, t.basic],
      ['Profissional', 2, t.pro],
    ] as const) {
      for (const yearly of [false, true]) {
        rows.push({
          name: `${tier} ${yearly ? 'Anual' : 'Mensal'}`,
          description: `${t.limits[index]} anúncios de imóveis, ${t.highlights[index]} em destaque${index === 2 ? ', vídeo nos anúncios' : ''}. Para ${kindLabel[kind]}.`,
          kind,
          price: yearly ? monthly * 10 : monthly,
          priceBeforeDiscount: yearly ? monthly * 12 : null,
          recommended: index === 2 && !yearly,
          durationInMonths: yearly ? 12 : 1,
          days: TRIAL_DAYS,
          propertiesLimit: t.limits[index],
          propertiesHighlightedLimit: t.highlights[index],
          video: index === 2,
          highlightDays: index === 2 ? 30 : 15,
          propertyGalleryLimit: index === 2 ? 30 : 20,
          period: yearly ? 'yearly' : 'monthly',
          order: order++,
          createdAt,
        })
      }
    }
  }
  return rows
}

export async function seedBilling(db: Db, rng: Rng, users: SeededUser[]) {
  const rows = planRows()
  const planIds = await insertIds(db, plans, rows)
  const plansOf = (kind: UserProfile) =>
    rows.map((p, i) => ({ ...p, id: planIds[i]! })).filter((p) => p.kind === kind)

  const subs: (typeof subscriptions.$inferInsert)[] = []
  const cards: (typeof paymentMethods.$inferInsert)[] = []
  for (const u of users) {
    const r = rng.fork(`billing-${u.id}`)
    const available = plansOf(u.profile)
    const paid = available.filter((p) => !p.isFree)
    // Publishing needs a current subscription: an advertiser without a paid one is on the profile's free plan
    // (taken when they chose their profile, or again after a paid one ended).
    const freePlan = (start: Date): typeof subscriptions.$inferInsert => ({
      userId: u.id,
      planId: available.find((p) => p.isFree)!.id,
      status: 'active',
      startDate: start,
      endDate: null,
      recurring: false,
      createdAt: start,
    })
    if (u.demo) {
      const pro = paid.find((p) => p.name === 'Profissional Anual')!
      subs.push({
        userId: u.id,
        planId: pro.id,
        status: 'active',
        startDate: daysBefore(60),
        endDate: daysAfter(305),
        recurring: true,
        createdAt: daysBefore(60),
      })
    } else if (r.chance(0.9)) {
      const status = r.weighted({ active: 55, free: 20, trial: 10, canceled: 8, expired: 7 })
      const plan = status === 'free' ? available.find((p) => p.isFree)! : r.pick(paid)
      const months = plan.durationInMonths ?? 1
      const start =
        status === 'trial'
          ? daysBefore(r.int(0, TRIAL_DAYS - 1))
          : daysBefore(r.int(1, status === 'expired' ? 400 : months * 30 - 1))
      const end = new Date(start.getTime() + (status === 'trial' ? TRIAL_DAYS : months * 30) * 86_400_000)
      subs.push({
        userId: u.id,
        planId: plan.id,
        status: status === 'free' ? 'active' : status,
        startDate: start,
        endDate:
          status === 'expired'
            ? new Date(Math.min(end.getTime(), daysBefore(1).getTime()))
            : status === 'free'
              ? null
              : end,
        recurring: status === 'active' || status === 'trial' ? r.chance(0.85) : false,
        createdAt: start,
      })
      if (status !== 'free' && r.chance(0.35)) cards.push(card(r, u, 'active'))
      if (status === 'canceled' || status === 'expired')
        subs.push(freePlan(new Date(Math.min(end.getTime(), daysBefore(1).getTime()))))
    } else subs.push(freePlan(u.createdAt))
    if (u.demo) {
      cards.push(card(r, u, 'active', '4242', 'visa'))
      if (u.profile === 'broker') cards.push(card(r, u, 'expired', '4444', 'mastercard'))
    }
  }
  await insertMany(db, subscriptions, subs)
  await insertMany(db, paymentMethods, cards)
  return { plans: planIds.length, subscriptions: subs.length, paymentMethods: cards.length }
}

function card(r: Rng, u: SeededUser, status: 'active' | 'expired', last4?: string, brand?: string) {
  const expired = status === 'expired'
  return {
    userId: u.id,
    status,
    brand: brand ?? r.pick(['visa', 'mastercard', 'elo', 'amex']),
    last4: last4 ?? r.digits(4),
    expMonth: r.int(1, 12),
    expYear: expired ? 2025 : r.int(2027, 2031),
    holderName: u.name
      .toUpperCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, ''),
    createdAt: daysBefore(r.int(10, 200)),
  }
}
