import { z } from 'zod'
import type { PropertyStatus, VehicleStatus } from './enums'

// The one description of how a listing of either kind moves between states, and who may move it. The server's
// lifecycle (server/modules/listings/lifecycle/) applies nothing but these tables; the dashboard and the back
// office offer only the moves they allow. docs/lifecycle.md shows them as a table.
//
// Four actors move listings: the advertiser (their own listings only), staff (any listing), billing (a plan that
// shrank or ended) and the system (an edit that sends a live vehicle back to review). A staff hold (a moderation
// pause or archive, with a reason) is lifted only by staff: the advertiser can edit the listing, delete it, or ask
// for a review. Archive is not a status (deleted_at): an archived listing keeps its status underneath.

export const listingKinds = ['property', 'vehicle'] as const
export type ListingKind = (typeof listingKinds)[number]

export const listingActors = ['advertiser', 'staff', 'billing', 'system'] as const
export type ListingActor = (typeof listingActors)[number]

export const listingActions = [
  'publish',
  'pause',
  'plan_pause',
  'plan_resume',
  'unpublish',
  'sold',
  'rented',
  'archive',
  'unarchive',
  'delete',
  'approve',
  'reject',
  'hold_pause',
  'hold_archive',
  'release',
  'keep_hold',
  'request_review',
  'content_edit',
  'risk_hold',
] as const
export type ListingAction = (typeof listingActions)[number]

/**
 * 'paused' and 'archived' are staff's own holds; 'review' is the system's: a listing that looked risky (a price far
 * below its region's, another advertiser's photos) waits for staff instead of going live. Staff lift all three.
 */
export const staffHoldKinds = ['paused', 'archived', 'review'] as const
export type StaffHoldKind = (typeof staffHoldKinds)[number]

export type StatusOf<K extends ListingKind> = K extends 'property' ? PropertyStatus : VehicleStatus
export type ListingStatus = PropertyStatus | VehicleStatus

/** What a move needs of the listing before it, and what it makes of it. */
export interface Move<S extends string> {
  /** Who may make it. */
  actors: readonly ListingActor[]
  /** The statuses it leaves from ('any': whatever the status). */
  from: readonly S[] | 'any'
  /** The status it leads to; 'same' keeps it; 'held' and 'before_hold' are the hold's own. */
  to: S | 'same' | 'held' | 'before_hold' | 'unarchived'
  /** Whether the listing must be archived ('yes'), not archived ('no'), or either. */
  archived: 'yes' | 'no' | 'any'
  /** Whether a staff hold must be on ('yes'), off ('no'), or either. */
  hold: 'yes' | 'no' | 'any'
}

type Table<S extends string> = Partial<Record<ListingAction, Move<S>>>

const advertiser = ['advertiser'] as const
const staff = ['staff'] as const
/**
 * Billing pauses what a smaller or ended plan no longer has places for (vehicles in review hold one too), and
 * brings back, when a plan has places again, what it paused (only that: never a pause of the advertiser or staff).
 */
const billing = ['billing'] as const
/** The system holds a listing for review when a risk check finds something as it would go live (lifecycle/risk.ts). */
const system = ['system'] as const
const riskHold = { actors: system, from: 'any', to: 'held', archived: 'no', hold: 'no' } as const

/** Properties: 'pending' is an unpublished draft; 'inactive' is a listing staff hold. */
export const propertyLifecycle: Table<PropertyStatus> = {
  publish: {
    actors: advertiser,
    from: ['pending', 'paused', 'sold', 'rented'],
    to: 'active',
    archived: 'no',
    hold: 'no',
  },
  pause: { actors: advertiser, from: ['active'], to: 'paused', archived: 'no', hold: 'no' },
  plan_pause: { actors: billing, from: ['active'], to: 'paused', archived: 'no', hold: 'no' },
  plan_resume: { actors: billing, from: ['paused'], to: 'active', archived: 'no', hold: 'no' },
  unpublish: {
    actors: advertiser,
    from: ['active', 'paused', 'sold', 'rented'],
    to: 'pending',
    archived: 'no',
    hold: 'no',
  },
  sold: { actors: advertiser, from: ['active', 'paused'], to: 'sold', archived: 'no', hold: 'no' },
  rented: { actors: advertiser, from: ['active', 'paused'], to: 'rented', archived: 'no', hold: 'no' },
  archive: { actors: advertiser, from: 'any', to: 'same', archived: 'no', hold: 'any' },
  unarchive: { actors: advertiser, from: 'any', to: 'unarchived', archived: 'yes', hold: 'no' },
  delete: { actors: advertiser, from: 'any', to: 'same', archived: 'any', hold: 'any' },
  hold_pause: { actors: staff, from: 'any', to: 'held', archived: 'no', hold: 'no' },
  hold_archive: { actors: staff, from: 'any', to: 'held', archived: 'no', hold: 'any' },
  release: { actors: staff, from: 'any', to: 'before_hold', archived: 'any', hold: 'yes' },
  keep_hold: { actors: staff, from: 'any', to: 'same', archived: 'any', hold: 'yes' },
  request_review: { actors: advertiser, from: 'any', to: 'same', archived: 'any', hold: 'yes' },
  content_edit: { actors: advertiser, from: 'any', to: 'same', archived: 'no', hold: 'any' },
  risk_hold: riskHold,
}

/**
 * Vehicles: 'draft' is unsent, 'pending' waits for staff review, 'inactive' was refused (with a reason) and
 * 'suspended' is a staff hold. Publishing always goes through review; a content edit of a live vehicle sends it
 * back there.
 */
export const vehicleLifecycle: Table<VehicleStatus> = {
  publish: {
    actors: advertiser,
    from: ['draft', 'paused', 'sold', 'inactive'],
    to: 'pending',
    archived: 'no',
    hold: 'no',
  },
  pause: { actors: advertiser, from: ['published'], to: 'paused', archived: 'no', hold: 'no' },
  plan_pause: { actors: billing, from: ['published', 'pending'], to: 'paused', archived: 'no', hold: 'no' },
  /** A vehicle the plan paused while in review goes back to review rather than live (move.ts). */
  plan_resume: { actors: billing, from: ['paused'], to: 'published', archived: 'no', hold: 'no' },
  sold: { actors: advertiser, from: ['published', 'paused'], to: 'sold', archived: 'no', hold: 'no' },
  archive: { actors: advertiser, from: 'any', to: 'same', archived: 'no', hold: 'any' },
  unarchive: { actors: advertiser, from: 'any', to: 'unarchived', archived: 'yes', hold: 'no' },
  delete: { actors: advertiser, from: 'any', to: 'same', archived: 'any', hold: 'any' },
  approve: { actors: staff, from: ['pending'], to: 'published', archived: 'no', hold: 'no' },
  reject: { actors: staff, from: ['pending'], to: 'inactive', archived: 'no', hold: 'no' },
  hold_pause: { actors: staff, from: 'any', to: 'held', archived: 'no', hold: 'no' },
  hold_archive: { actors: staff, from: 'any', to: 'held', archived: 'no', hold: 'any' },
  release: { actors: staff, from: 'any', to: 'before_hold', archived: 'any', hold: 'yes' },
  keep_hold: { actors: staff, from: 'any', to: 'same', archived: 'any', hold: 'yes' },
  request_review: { actors: advertiser, from: 'any', to: 'same', archived: 'any', hold: 'yes' },
  content_edit: {
    actors: ['advertiser', 'system'],
    from: ['published'],
    to: 'pending',
    archived: 'no',
    hold: 'no',
  },
  risk_hold: riskHold,
}

/** A value for every status of a kind (the tables the dashboard reads, derived from the lifecycle). */
export function byStatus<S extends string, T>(statuses: readonly S[], of: (status: S) => T): Record<S, T> {
  return Object.fromEntries(statuses.map((s) => [s, of(s)])) as Record<S, T>
}

export const lifecycleOf = {
  property: propertyLifecycle,
  vehicle: vehicleLifecycle,
} as { [K in ListingKind]: Table<StatusOf<K>> }

/** The status of a listing under a staff hold (the archive hold keeps it too, under the archive). */
export const heldStatus = { property: 'inactive', vehicle: 'suspended' } as const

/** Statuses the public sees (not archived, the advertiser's account active). */
export const publicStatus = { property: 'active', vehicle: 'published' } as const

/** Statuses that take one of the plan's places: live, and for vehicles also in review. */
export const countedStatuses: { [K in ListingKind]: readonly StatusOf<K>[] } = {
  property: ['active'],
  vehicle: ['published', 'pending'],
}

/** What an unarchived listing becomes: its status, but a live one comes back paused (publishing counts again). */
export function unarchivedStatusOf<K extends ListingKind>(kind: K, status: StatusOf<K>): StatusOf<K> {
  return (status === publicStatus[kind] ? 'paused' : status) as StatusOf<K>
}

export interface ListingState<S extends string = string> {
  status: S
  archived: boolean
  hold: StaffHoldKind | null
}

/** Why a move is refused, before any plan limit is counted; null when the table allows it. */
export type Refusal = 'actor' | 'status' | 'archived' | 'not_archived' | 'held' | 'not_held' | 'unknown'

export function refusalOf<K extends ListingKind>(
  kind: K,
  action: ListingAction,
  actor: ListingActor,
  state: ListingState<StatusOf<K>>,
): Refusal | null {
  const move = (lifecycleOf[kind] as Table<StatusOf<K>>)[action]
  if (!move) return 'unknown'
  if (!move.actors.includes(actor)) return 'actor'
  if (move.hold === 'no' && state.hold) return 'held'
  if (move.hold === 'yes' && !state.hold) return 'not_held'
  if (move.archived === 'no' && state.archived) return 'archived'
  if (move.archived === 'yes' && !state.archived) return 'not_archived'
  if (move.from !== 'any' && !move.from.includes(state.status)) return 'status'
  return null
}

/** The moves an actor may make on a listing now (the dashboard's and the back office's buttons). */
export function allowedActions<K extends ListingKind>(
  kind: K,
  actor: ListingActor,
  state: ListingState<StatusOf<K>>,
): ListingAction[] {
  return listingActions.filter((a) => refusalOf(kind, a, actor, state) === null)
}

/** A staff hold as the advertiser and staff read it. */
export const staffHoldSchema = z.object({
  kind: z.enum(staffHoldKinds),
  reason: z.string(),
  at: z.string(),
  review_requested_at: z.string().nullable(),
})
export type StaffHold = z.infer<typeof staffHoldSchema>

/** POST /v1/{properties,vehicles}/:id/review-request: the advertiser's answer to a hold. */
export const reviewRequestBodySchema = z.object({
  message: z.string().trim().max(1000, 'A mensagem pode ter no máximo 1000 caracteres.').optional(),
})
export type ReviewRequestBody = z.infer<typeof reviewRequestBodySchema>

const kindNoun = { property: 'imóvel', vehicle: 'veículo' } as const

export const lifecycleMsg = {
  held: (kind: ListingKind, hold: StaffHoldKind, reason: string) =>
    hold === 'review'
      ? `Este ${kindNoun[kind]} está em análise pela equipe do Mercado Irecê antes de ser publicado: ${reason}`
      : `Este ${kindNoun[kind]} foi ${hold === 'paused' ? 'pausado' : 'arquivado'} pela equipe do Mercado Irecê: ${reason} ` +
        'Peça uma revisão para publicá-lo de novo.',
  noHold: 'Este anúncio não está suspenso pela equipe.',
  reviewAlreadyRequested: 'A revisão já foi pedida. A equipe vai responder em breve.',
  alreadyHeld: 'O anúncio já está suspenso pela equipe.',
  alreadyArchived: 'O anúncio já está arquivado',
  reasonRequired: 'Informe o motivo.',
} as const
