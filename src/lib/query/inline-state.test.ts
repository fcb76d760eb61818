import { describe, expect, it } from 'vitest'
import { QUERY_STATE_ELEMENT_ID, queryKeys } from '../../domain/query-keys'
import { hydrateInlineState } from './inline-state'
import { createQueryClient } from './query-client'

function inline(json: string) {
  const script = document.createElement('script')
  script.type = 'application/json'
  script.id = QUERY_STATE_ELEMENT_ID
  script.textContent = json
  document.body.append(script)
}

const state = (key: readonly unknown[], data: unknown, at: number) => ({
  mutations: [],
  queries: [
    {
      queryKey: key,
      queryHash: JSON.stringify(key),
      state: { data, dataUpdatedAt: at, status: 'success', fetchStatus: 'idle', isInvalidated: false },
    },
  ],
})

describe('hydrateInlineState', () => {
  it('puts the inlined first data in the cache, fresh, and removes the element', () => {
    const key = queryKeys.properties.detail('7')
    inline(JSON.stringify(state(key, { id: '7' }, Date.now())))
    const client = createQueryClient()
    expect(hydrateInlineState(client)).toBe(true)
    expect(client.getQueryData(key)).toEqual({ id: '7' })
    // Fresh: the page does not ask the API again on its first render.
    expect(client.getQueryCache().find({ queryKey: key })?.isStale()).toBe(false)
    expect(document.getElementById(QUERY_STATE_ELEMENT_ID)).toBeNull()
  })

  it('keeps newer data already in the cache', () => {
    const key = queryKeys.properties.detail('8')
    const client = createQueryClient()
    client.setQueryData(key, { id: '8', fresh: true })
    inline(JSON.stringify(state(key, { id: '8', fresh: false }, Date.now() - 60_000)))
    hydrateInlineState(client)
    expect(client.getQueryData(key)).toEqual({ id: '8', fresh: true })
  })

  it('does nothing without an element, and survives broken JSON', () => {
    const client = createQueryClient()
    expect(hydrateInlineState(client)).toBe(false)
    inline('{not json')
    expect(hydrateInlineState(client)).toBe(false)
    expect(document.getElementById(QUERY_STATE_ELEMENT_ID)).toBeNull()
  })
})
