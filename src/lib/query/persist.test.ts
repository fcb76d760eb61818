import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { restoreAndPersist } from './persist'

function memoryPersister() {
  const saved: PersistedClient[] = []
  const persister: Persister = {
    persistClient: (client) => {
      saved.push(client)
    },
    restoreClient: () => undefined,
    removeClient: () => undefined,
  }
  return { persister, saved }
}

describe('restoreAndPersist', () => {
  it("saves what the cache already holds (a page's inlined data), not only later changes", async () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(['property', '16'], { id: '16' })
    const { persister, saved } = memoryPersister()

    const stop = await restoreAndPersist(queryClient, persister)
    await expect.poll(() => saved.length).toBeGreaterThan(0)
    stop()

    const keys = saved.at(-1)!.clientState.queries.map((q) => q.queryKey)
    expect(keys).toContainEqual(['property', '16'])
  })
})
