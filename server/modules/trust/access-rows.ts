// Verified advertisers and documented listings in the access-control table (server/access-control.test.ts): the
// advertiser's own state and listings (404 for anyone else's), staff's queue, files and decisions. Test-only.
import type { Db } from '../../db/client'
import { trustChecks, trustFiles } from '../../db/schema'
import { createProperty } from '../../test/fixtures'
import { newPrivateKey, privateStorage } from './private-files'

type Expect = [anonymous: number, other: number, owner: number, admin: number]
export interface TrustCtx {
  propertyId: number
  approveId: number
  refuseId: number
  fileId: number
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
)

/** A property of the owner's, and two checks of theirs under review (one with a stored file). */
export async function trustFixture(db: Db, dataDir: string, ownerId: number): Promise<TrustCtx> {
  const property = await createProperty(db, ownerId)
  const check = async (subject: 'advertiser' | 'property') =>
    (
      await db
        .insert(trustChecks)
        .values({ userId: ownerId, subject, listingId: subject === 'property' ? property.id : null })
        .returning({ id: trustChecks.id })
    )[0]!.id
  const approveId = await check('advertiser')
  const refuseId = await check('property')
  const key = newPrivateKey()
  await privateStorage(dataDir).put(key, PNG, 'image/png')
  const [file] = await db
    .insert(trustFiles)
    .values({ checkId: approveId, kind: 'identity', storageKey: key, mime: 'image/png', bytes: PNG.length })
    .returning({ id: trustFiles.id })
  return { propertyId: property.id, approveId, refuseId, fileId: file!.id }
}

const ADMIN: Expect = [401, 403, 403, 200]
const noUpload = (kind: string) => ({ files: [{ kind, upload_id: '0'.repeat(32) }] })

export const trustRows: Record<
  string,
  { call?: (c: { trust: TrustCtx }) => { url?: string; payload?: unknown }; expect: Expect }
> = {
  'GET /v1/trust/advertiser': { expect: [401, 200, 200, 403] },
  // An upload that is not theirs (none is) answers 404 to everyone.
  // The owner's documents are under review (409); another user names an upload that is not theirs (404).
  'POST /v1/trust/advertiser': {
    call: () => ({ payload: noUpload('identity') }),
    expect: [401, 404, 409, 403],
  },
  'GET /v1/trust/listings': { expect: [401, 200, 200, 403] },
  'GET /v1/trust/listings/:kind/:id': {
    call: (c) => ({ url: `/v1/trust/listings/property/${c.trust.propertyId}` }),
    expect: [401, 404, 200, 403],
  },
  'POST /v1/trust/listings/:kind/:id': {
    call: (c) => ({
      url: `/v1/trust/listings/property/${c.trust.propertyId}`,
      payload: noUpload('registry'),
    }),
    expect: [401, 404, 409, 403],
  },
  'GET /v1/admin/trust': { expect: ADMIN },
  'GET /v1/admin/trust/:id': {
    call: (c) => ({ url: `/v1/admin/trust/${c.trust.approveId}` }),
    expect: ADMIN,
  },
  'GET /v1/admin/trust/files/:id': {
    call: (c) => ({ url: `/v1/admin/trust/files/${c.trust.fileId}` }),
    expect: ADMIN,
  },
  'POST /v1/admin/trust/:id/approve': {
    call: (c) => ({ url: `/v1/admin/trust/${c.trust.approveId}/approve` }),
    expect: ADMIN,
  },
  'POST /v1/admin/trust/:id/refuse': {
    call: (c) => ({
      url: `/v1/admin/trust/${c.trust.refuseId}/refuse`,
      payload: { reason: 'Foto ilegível.' },
    }),
    expect: ADMIN,
  },
}
