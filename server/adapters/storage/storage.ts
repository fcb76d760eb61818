import path from 'node:path'
import type { Readable } from 'node:stream'

/**
 * Where media bytes live. Keys are relative, slash-separated paths such as `<hash>/640.webp`; objects are
 * immutable once written (content-addressed), so adapters never update in place; a picture no listing took is
 * removed whole (the upload sweep).
 */
export interface Storage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>
  /** Null when the key is unknown. */
  get(key: string): Promise<StoredObject | null>
  exists(key: string): Promise<boolean>
  /** Removes the object; a key already gone is no error. */
  remove(key: string): Promise<void>
}

export interface StoredObject {
  body: Readable
  contentType: string
  size: number
}

/** Rejects keys that could escape the storage root (absolute, `..`, backslashes, empty segments). */
export function assertSafeKey(key: string): void {
  const parts = key.split('/')
  if (
    !key ||
    key.includes('\\') ||
    key.includes('\0') ||
    parts.some((p) => p === '' || p === '.' || p === '..')
  ) {
    throw new Error(`unsafe storage key: ${JSON.stringify(key)}`)
  }
}

const types: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
}
export const contentTypeOf = (key: string): string =>
  types[path.extname(key).toLowerCase()] ?? 'application/octet-stream'
