// The advertiser's property actions in the access-control table (server/access-control.test.ts): another user gets
// 404 (never told the listing exists), the owner the action's answer, an admin 403. Test-only.
import type { Db } from '../../db/client'
import { createProperty } from '../../test/fixtures'

export interface MyPropertiesCtx {
  /** The owner's published listings, one per action that changes it, and an archived one. */
  statusId: number
  archiveId: number
  archivedId: number
  deleteId: number
  highlightId: number
  /** Held by staff: the advertiser may ask for a review. */
  heldId: number
}

type Expect = [anonymous: number, other: number, owner: number, admin: number]
interface Row {
  call?: (ctx: { myProperties: MyPropertiesCtx }) => { url?: string; payload?: unknown }
  expect: Expect
}

const owned = (status: number): Expect => [401, 404, status, 403]
const url = (id: number, path = '') => `/v1/properties/${id}${path}`

export async function myPropertiesFixture(db: Db, ownerId: number): Promise<MyPropertiesCtx> {
  const live = () => createProperty(db, ownerId).then((p) => p.id)
  return {
    statusId: await live(),
    archiveId: await live(),
    archivedId: await createProperty(db, ownerId, { deletedAt: new Date() }).then((p) => p.id),
    deleteId: await live(),
    highlightId: await createProperty(db, ownerId, {
      highlighted: true,
      highlightedUntil: new Date(Date.now() + 86_400_000),
    }).then((p) => p.id),
    heldId: await createProperty(db, ownerId, {
      status: 'inactive',
      hold: 'paused',
      holdReason: 'Fotos de outro imóvel',
      statusBeforeHold: 'active',
    }).then((p) => p.id),
  }
}

export const myPropertiesRows: Record<string, Row> = {
  'GET /v1/properties/archived': { expect: [401, 200, 200, 403] },
  'PUT /v1/properties/:id/status': {
    call: (c) => ({ url: url(c.myProperties.statusId, '/status'), payload: { status: 'paused' } }),
    expect: owned(200),
  },
  // Another advertiser's ids are answered per listing as missing (the bulk tests read the outcomes).
  'POST /v1/properties/bulk': {
    call: (c) => ({ payload: { action: 'pause', ids: [String(c.myProperties.statusId)] } }),
    expect: [401, 200, 200, 403],
  },
  'POST /v1/properties/:id/archive': {
    call: (c) => ({ url: url(c.myProperties.archiveId, '/archive') }),
    expect: owned(200),
  },
  'POST /v1/properties/:id/review-request': {
    call: (c) => ({ url: url(c.myProperties.heldId, '/review-request'), payload: {} }),
    expect: owned(200),
  },
  'POST /v1/properties/:id/unarchive': {
    call: (c) => ({ url: url(c.myProperties.archivedId, '/unarchive') }),
    expect: owned(200),
  },
  // Already highlighted (the owner's plan, the defaults, has no highlights of its own to give).
  'POST /v1/properties/:id/highlight': {
    call: (c) => ({ url: url(c.myProperties.highlightId, '/highlight') }),
    expect: owned(200),
  },
  'DELETE /v1/properties/:id/highlight': {
    call: (c) => ({ url: url(c.myProperties.highlightId, '/highlight') }),
    expect: owned(200),
  },
  'DELETE /v1/properties/:id': {
    call: (c) => ({ url: url(c.myProperties.deleteId) }),
    expect: owned(204),
  },
}
