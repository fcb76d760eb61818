// The one file that knows the offline IndexedDB schema and its upgrades: the outbox of writes waiting for the
// server, listing drafts, resumable upload state, and a few shared facts. Everything else goes through the
// typed handle returned by openOfflineDb(). Runs in the page and in the service worker: no DOM-only APIs here.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import type { uploadStatuses } from '../../domain/enums'
import type { OutboxKind, OutboxLabel } from './kinds'
import { OFFLINE_DB_NAME } from './meta-keys'

export const DB_VERSION = 1

export type OutboxStatus = (typeof uploadStatuses)[number]

/**
 * A request body as stored. Bytes are kept as ArrayBuffer, never as Blob: Safari could not store Blobs in
 * IndexedDB (https://bugs.webkit.org/show_bug.cgi?id=188438), the reason workbox-background-sync does the same.
 */
export type StoredBody =
  | { type: 'json'; value: unknown }
  | { type: 'bytes'; value: ArrayBuffer; contentType: string }
  | { type: 'none' }

export interface StoredRequest {
  method: string
  url: string
  /** Never holds Authorization: the token is added at send time (see replay.ts). */
  headers: Record<string, string>
  body: StoredBody
}

export interface OutboxError {
  status: number
  /** The server's pt-BR `errors[0].detail`, or a generic pt-BR text. */
  detail: string
  code?: string
  /** The refused field (JSON pointer into the body, e.g. '/address/zip_code'), where the server named one. */
  pointer?: string
}

export interface OutboxEntry {
  /** Client-made (crypto.randomUUID): names the write; its first attempt's Idempotency-Key. */
  id: string
  /**
   * The Idempotency-Key of the current attempt, once the user retried after a refusal (a new attempt: the
   * server would replay its stored refusal for the old key). Missing: the id is the key.
   */
  attemptKey?: string
  /** What this write is (see kinds.ts); picks its sender at replay. */
  kind: OutboxKind
  /** Enqueue order across contexts, for in-order replay. */
  seq: number
  request: StoredRequest
  /** Send the signed-in user's token with it (false for public forms such as leads). */
  auth: boolean
  status: OutboxStatus
  attempts: number
  /** Epoch ms; a pending entry is due when nextAttemptAt <= now. */
  nextAttemptAt: number
  /** While 'uploading': when another replayer may consider the claim abandoned (crash, closed tab). */
  leaseUntil: number
  createdAt: number
  updatedAt: number
  /** Last error: kept while failed, and as a hint (e.g. 401) while pending. */
  error: OutboxError | null
  /** The server's answer once completed. */
  response: { status: number; body: unknown } | null
  /** Free-form data the feature keeps with its write (e.g. the listing form to reopen); never sent. */
  meta: Record<string, unknown>
  /**
   * What the pending-sends panel shows, of this entry's kind (kinds.ts); never sent. Missing on entries
   * queued before it existed: entry-label.ts labels those from what they stored then.
   */
  label?: OutboxLabel
  progress: { sent: number; total: number } | null
  /** Keep the server's answer once sent, for the feature to take (receipts.ts). Missing: not kept. */
  keepAnswer?: boolean
  /**
   * Entries that must be gone (sent, or discarded by the user) before this one is sent, e.g. a listing waits
   * for its photos. Missing on entries queued before it existed.
   */
  dependsOn?: string[]
}

export interface Draft {
  /** e.g. 'property:new' or 'vehicle:123'. */
  key: string
  value: unknown
  savedAt: number
}

/** Resumable upload state (tus): where the upload lives on the server and how far it got. */
export interface UploadState {
  /** The outbox entry id of the photo. */
  id: string
  uploadUrl: string | null
  offset: number
  size: number
  updatedAt: number
}

interface OfflineSchema extends DBSchema {
  outbox: {
    key: string
    value: OutboxEntry
    indexes: { 'by-status-next': [string, number]; 'by-status-seq': [string, number]; 'by-seq': number }
  }
  drafts: { key: string; value: Draft; indexes: { 'by-saved': number } }
  uploads: { key: string; value: UploadState }
  /** Small key-value facts shared by the page and the worker (e.g. the token for replay). */
  meta: { key: string; value: unknown }
}

export type OfflineDb = IDBPDatabase<OfflineSchema>

let opening: Promise<OfflineDb> | null = null

/** Opens (once per context) the offline database, creating or upgrading its stores. */
export function openOfflineDb(): Promise<OfflineDb> {
  opening ??= openDB<OfflineSchema>(OFFLINE_DB_NAME, DB_VERSION, {
    upgrade(db, oldVersion) {
      // One block per version; never edit a released block, add the next one.
      if (oldVersion < 1) {
        const outbox = db.createObjectStore('outbox', { keyPath: 'id' })
        outbox.createIndex('by-status-next', ['status', 'nextAttemptAt'])
        outbox.createIndex('by-status-seq', ['status', 'seq'])
        outbox.createIndex('by-seq', 'seq')
        const drafts = db.createObjectStore('drafts', { keyPath: 'key' })
        drafts.createIndex('by-saved', 'savedAt')
        db.createObjectStore('uploads', { keyPath: 'id' })
        db.createObjectStore('meta')
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
  })
  return opening
}

/** Closes this context's connection (tests use it to prove that data survives a reopen). */
export async function closeOfflineDb(): Promise<void> {
  const pending = opening
  opening = null
  if (pending) (await pending).close()
}
