// The portfolio feed's routes in the access-control table (server/access-control.test.ts): every advertiser has a
// feed of their own (another's run answers 404), staff get 403 as on every advertiser route, and the export answers
// whoever holds its token. Test-only.
import { randomBytes } from 'node:crypto'
import type { Db } from '../../db/client'
import { feedRuns, feedSources } from '../../db/schema'

type Expect = [anonymous: number, other: number, owner: number, admin: number]
export interface FeedsCtx {
  runId: number
  token: string
}
interface Row {
  call?: (ctx: { feeds: FeedsCtx }) => { url?: string; payload?: unknown; headers?: Record<string, string> }
  expect: Expect
}

const EMPTY_FEED = '<?xml version="1.0"?><ListingDataFeed><Listings></Listings></ListingDataFeed>'

/** The owner's feed settings (export token) and a finished run of theirs. */
export async function feedsFixture(db: Db, ownerId: number): Promise<FeedsCtx> {
  const token = randomBytes(24).toString('base64url')
  await db.insert(feedSources).values({ userId: ownerId, exportToken: token })
  const [run] = await db
    .insert(feedRuns)
    .values({ userId: ownerId, source: 'file', status: 'done', finishedAt: new Date() })
    .returning({ id: feedRuns.id })
  return { runId: run!.id, token }
}

export const feedRows: Record<string, Row> = {
  'GET /v1/feeds': { expect: [401, 200, 200, 403] },
  'PUT /v1/feeds': { call: () => ({ payload: { import_url: null } }), expect: [401, 200, 200, 403] },
  'POST /v1/feeds/imports': {
    call: () => ({ payload: EMPTY_FEED, headers: { 'content-type': 'application/xml' } }),
    expect: [401, 202, 202, 403],
  },
  // Without a feed address there is nothing to fetch.
  'POST /v1/feeds/imports/url': { expect: [401, 422, 422, 403] },
  'GET /v1/feeds/imports/:id': {
    call: (c) => ({ url: `/v1/feeds/imports/${c.feeds.runId}` }),
    expect: [401, 404, 200, 403],
  },
  'GET /api/feeds/:token/vrsync.xml': {
    call: (c) => ({ url: `/api/feeds/${c.feeds.token}/vrsync.xml` }),
    expect: [200, 200, 200, 200],
  },
  // After the export's row: a new token ends the old address.
  'POST /v1/feeds/export-token': { expect: [401, 200, 200, 403] },
}
