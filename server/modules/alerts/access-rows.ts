import type { FastifyInstance } from 'fastify'

// Saved searches in the access-control table (server/access-control.test.ts): the signed-in user's own, 404 for
// anyone else's, never an admin's token. Test-only.

type Expect = [anonymous: number, other: number, owner: number, admin: number]
export interface SavedSearchCtx {
  /** The owner's saved search (patched by its row); another one of theirs, deleted by its row. */
  patchId: string
  deleteId: string
}

export async function savedSearchFixture(app: FastifyInstance, ownerToken: string): Promise<SavedSearchCtx> {
  // Two different searches: the same one saved twice is the one already saved.
  const save = async (city: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/saved-searches',
      headers: { authorization: `Bearer ${ownerToken}` },
      payload: { kind: 'property', query: { city } },
    })
    if (res.statusCode !== 201) throw new Error(res.body)
    return res.json<{ data: { id: string } }>().data.id
  }
  return { patchId: await save('irece'), deleteId: await save('lapao') }
}

export const savedSearchRows: Record<
  string,
  { call?: (c: { savedSearches: SavedSearchCtx }) => { url?: string; payload?: unknown }; expect: Expect }
> = {
  'POST /v1/saved-searches': {
    call: () => ({ payload: { kind: 'vehicle', query: { vehicle_type: 'cars' } } }),
    expect: [401, 201, 201, 403],
  },
  'GET /v1/saved-searches': { expect: [401, 200, 200, 403] },
  'PATCH /v1/saved-searches/:id': {
    call: (c) => ({ url: `/v1/saved-searches/${c.savedSearches.patchId}`, payload: { push: false } }),
    expect: [401, 404, 200, 403],
  },
  'DELETE /v1/saved-searches/:id': {
    call: (c) => ({ url: `/v1/saved-searches/${c.savedSearches.deleteId}` }),
    expect: [401, 404, 204, 403],
  },
}
