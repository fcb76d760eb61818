// The one file that knows the town packs' IndexedDB schema: a database of its own, so downloading a pack never
// creates the outbox's (a first visit stays light) and removing one never touches a queued write. Runs in the
// page and in the service worker (periodic refresh): no DOM-only APIs here.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import type { Property } from '../../../domain/property'
import type { TownPack } from '../../../domain/town-pack'
import type { Vehicle } from '../../../domain/vehicle'

export const PACKS_DB_NAME = 'mercado-irece-packs'
const VERSION = 1

/** A town's pack on this device: the version being held or fetched, and which of its parts are stored. */
export interface StoredPack extends TownPack {
  /** Parts of `version` already stored: a download skips them after a reload or a dropped connection. */
  partsDone: number[]
  /** Bytes received so far (data and photos), for the progress and the size on the device. */
  bytesDone: number
  /** Epoch ms of the last complete download or check. */
  checkedAt: number
  complete: boolean
}

/** One listing of a pack, as the detail API answered it. */
export interface StoredListing {
  /** `property:<id>` or `vehicle:<id>`. */
  key: string
  town: string
  version: string
  part: number
  data: Property | Vehicle
}

interface PacksSchema extends DBSchema {
  packs: { key: string; value: StoredPack }
  listings: { key: string; value: StoredListing; indexes: { town: string } }
}

export type PacksDb = IDBPDatabase<PacksSchema>

let opening: Promise<PacksDb> | null = null

export function openPacksDb(): Promise<PacksDb> {
  opening ??= openDB<PacksSchema>(PACKS_DB_NAME, VERSION, {
    upgrade(db, oldVersion) {
      // One block per version; never edit a released block, add the next one.
      if (oldVersion < 1) {
        db.createObjectStore('packs', { keyPath: 'town' })
        db.createObjectStore('listings', { keyPath: 'key' }).createIndex('town', 'town')
      }
    },
    blocking(_current, _blocked, event) {
      // A newer version of the app wants to upgrade: let it, and reopen on next use.
      ;(event.target as IDBDatabase).close()
      opening = null
    },
    terminated() {
      opening = null
    },
  }).catch((error: unknown) => {
    opening = null
    throw error
  })
  return opening
}

/** Closes this context's connection (tests reopen it to prove that a pack survives). */
export async function closePacksDb(): Promise<void> {
  const pending = opening
  opening = null
  if (pending) (await pending).close()
}

export const listingKey = (type: 'property' | 'vehicle', id: string): string => `${type}:${id}`

/** Whether this device holds any pack, without creating the database (null: the browser cannot tell). */
export async function packsDbExists(): Promise<boolean | null> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return null
  try {
    return (await indexedDB.databases()).some((d) => d.name === PACKS_DB_NAME)
  } catch {
    return null
  }
}
