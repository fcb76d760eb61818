import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { smallDb } from './idb-store'

interface Row {
  key: string
  at: number
}

describe('smallDb', () => {
  it('writes, reads, lists by an index and deletes, across a reopen', async () => {
    const upgrade = (db: IDBDatabase) => {
      db.createObjectStore('rows', { keyPath: 'key' }).createIndex('by-at', 'at')
    }
    const db = smallDb<Row>('small-db-test', 1, 'rows', upgrade)
    await db.put({ key: 'b', at: 2 })
    await db.put({ key: 'a', at: 3 })
    await db.put({ key: 'c', at: 1 })
    expect(await db.get('a')).toEqual({ key: 'a', at: 3 })
    expect(await db.get('missing')).toBeUndefined()
    expect((await db.getAllFromIndex('by-at')).map((r) => r.key)).toEqual(['c', 'b', 'a'])
    await db.delete('b')
    const again = smallDb<Row>('small-db-test', 1, 'rows', upgrade)
    expect(await again.getAllKeys()).toEqual(['a', 'c'])
  })

  it('keeps values under a key of their own in a store without a key path', async () => {
    const db = smallDb<{ n: number }>('small-db-plain', 1, 'cache', (d) => void d.createObjectStore('cache'))
    await db.put({ n: 1 }, 'client')
    expect(await db.get('client')).toEqual({ n: 1 })
  })

  it('opens again after another tab asked for a newer version', async () => {
    const db = smallDb<Row>(
      'small-db-versions',
      1,
      'rows',
      (d) => void d.createObjectStore('rows', { keyPath: 'key' }),
    )
    await db.put({ key: 'x', at: 1 })
    const newer = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('small-db-versions', 2)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    newer.close()
    await expect(smallDb<Row>('small-db-versions', 2, 'rows', () => undefined).get('x')).resolves.toEqual({
      key: 'x',
      at: 1,
    })
  })
})
