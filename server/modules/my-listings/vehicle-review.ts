import { eq } from 'drizzle-orm'
import { SITE_NAME } from '../../../src/domain/constants'
import type { ReviewVehicle } from '../../../src/domain/my-vehicle'
import { vehiclePath } from '../../../src/domain/paths'
import type { MailMessage } from '../../adapters/mail/mailer'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'
import { pageMeta, townOf } from '../../http/public-read'
import type { SearchInvalidator } from '../search'
import { moveListing } from '../listings'
import { findAdvertisers, findAny, findPendingPage, type MineDetailRow } from './vehicle-repository'
import { toDetail } from './vehicle-read'

// Staff review (the back office's /v1/admin/vehicles): the queue of vehicles sent to review, approval (the listing
// goes live and the advertiser is told by e-mail) and refusal with a reason the advertiser reads in the dashboard.
// Both only from 'pending' (staffTransitions in src/domain/vehicle-status.ts).

export interface ReviewDeps {
  db: Db
  searchCache: SearchInvalidator
}

const advertiserName = (a: {
  firstName: string | null
  lastName: string | null
  presentationName: string | null
}) => a.presentationName || [a.firstName, a.lastName].filter(Boolean).join(' ')

export async function listPendingReview(db: Db, page: number, perPage: number) {
  const { rows, total } = await findPendingPage(db, perPage, (page - 1) * perPage)
  const advertisers = new Map(
    (await findAdvertisers(db, [...new Set(rows.map((r) => r.vehicle.userId))])).map((a) => [a.id, a]),
  )
  const data: ReviewVehicle[] = []
  for (const r of rows) {
    const detail = await toDetail(db, r)
    const a = advertisers.get(r.vehicle.userId)
    data.push({
      ...detail,
      attributes: {
        ...detail.attributes,
        advertiser: {
          id: String(r.vehicle.userId),
          name: a ? advertiserName(a) : '',
          email: a?.email ?? null,
        },
        risk: r.risk,
      },
    })
  }
  return { data, meta: pageMeta(page, perPage, total) }
}

/** pending → published (within the advertiser's plan); the answer is the listing as it now is. */
export async function approveVehicle(deps: ReviewDeps, adminId: number, id: number): Promise<MineDetailRow> {
  await moveListing(deps, { kind: 'vehicle', id, actor: { type: 'staff', adminId }, action: 'approve' })
  return (await findAny(deps.db, id))!
}

/** pending → inactive, with the reason the advertiser sees. */
export async function rejectVehicle(
  deps: ReviewDeps,
  adminId: number,
  id: number,
  reason: string,
): Promise<MineDetailRow> {
  await moveListing(deps, {
    kind: 'vehicle',
    id,
    actor: { type: 'staff', adminId },
    action: 'reject',
    reason,
  })
  return (await findAny(deps.db, id))!
}

async function advertiserOf(db: Db, userId: number) {
  const [a] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId))
  return a?.email ? a : null
}

const hello = (firstName: string | null) => (firstName ? `Olá, ${firstName}!` : 'Olá!')

/** The e-mail telling the advertiser the vehicle is live, with its public link; null without an address. */
export async function approvedEmail(db: Db, r: MineDetailRow, baseUrl: string): Promise<MailMessage | null> {
  const a = await advertiserOf(db, r.vehicle.userId)
  if (!a) return null
  const x = r.vehicle
  const link =
    baseUrl +
    vehiclePath({
      id: String(x.id),
      attributes: {
        vehicle_type: x.vehicleType,
        state: x.state,
        city_slug: townOf(x.cityId).city_slug,
        brand: r.brand,
        model: r.model,
        version: x.version,
      },
    })
  const text = [
    hello(a.firstName),
    '',
    `Seu anúncio “${x.name}” foi aprovado e já está publicado.`,
    '',
    'Veja como ele aparece para os visitantes:',
    link,
    '',
    `Equipe ${SITE_NAME}`,
  ].join('\n')
  return { to: a.email!, subject: `Seu veículo “${x.name}” está publicado`, text }
}

/** The e-mail with the reason of a refusal and the way back to the listing in the dashboard. */
export async function rejectedEmail(db: Db, r: MineDetailRow, baseUrl: string): Promise<MailMessage | null> {
  const a = await advertiserOf(db, r.vehicle.userId)
  if (!a) return null
  const x = r.vehicle
  const text = [
    hello(a.firstName),
    '',
    `Seu anúncio “${x.name}” não foi aprovado pela nossa equipe.`,
    '',
    'Motivo:',
    x.rejectionReason ?? '',
    '',
    'Corrija o anúncio e publique novamente pelo painel:',
    `${baseUrl}/dashboard/vehicles/${x.id}/edit`,
    '',
    `Equipe ${SITE_NAME}`,
  ].join('\n')
  return { to: a.email!, subject: `Seu veículo “${x.name}” precisa de ajustes`, text }
}
