import fs from 'node:fs'
import type http from 'node:http'
import path from 'node:path'
import { pipeline, Transform, type Readable } from 'node:stream'
import { randomBytes } from 'node:crypto'
import { FileConfigstore, FileStore } from '@tus/file-store'
import type { Upload } from '@tus/utils'

/** Metadata keys we add to an upload (the client's own keys, e.g. filename, are kept as sent). */
export const META = {
  userId: 'user_id',
  mediaId: 'media_id',
  /** Bytes that came over the wire for this upload, all PATCHes together: equals the size when none came twice. */
  received: 'bytes_received',
} as const

/** The upload info files (`<id>.json`), replaced atomically: a HEAD never reads half a file while we add metadata. */
class AtomicConfigstore extends FileConfigstore {
  override async set(key: string, value: Upload): Promise<void> {
    if (!/^[0-9a-f]{32}$/.test(key)) return super.set(key, value)
    const file = path.join(this.directory, `${key}.json`)
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`
    await fs.promises.writeFile(tmp, JSON.stringify(value))
    await fs.promises.rename(tmp, file)
  }
}

/**
 * Upload parts on local disk (`<dir>/<id>` and `<id>.json`), counting the bytes each PATCH brings so a resumed
 * upload can prove that nothing was sent twice.
 */
export class UploadStore extends FileStore {
  constructor(
    directory: string,
    private readonly expirationMs: number,
  ) {
    fs.mkdirSync(directory, { recursive: true })
    super({
      directory,
      expirationPeriodInMilliseconds: expirationMs,
      configstore: new AtomicConfigstore(directory),
    })
  }

  override async write(
    readable: http.IncomingMessage | Readable,
    id: string,
    offset: number,
  ): Promise<number> {
    let received = 0
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length
        done(null, chunk)
      },
    })
    // pipeline (not pipe) so that a dropped connection errors the counter, and with it the file write.
    const counted = pipeline(readable, counter, () => {})
    try {
      return await super.write(counted, id, offset)
    } finally {
      await this.addMetadata(id, (m) => ({
        [META.received]: String(Number(m[META.received] ?? 0) + received),
      }))
    }
  }

  /** The stored upload (size, offset on disk, metadata) or null when unknown. */
  async find(id: string): Promise<Upload | null> {
    try {
      return await this.getUpload(id)
    } catch {
      return null
    }
  }

  /** How many unfinished uploads a user has (created, not yet complete, not expired). */
  async openUploadsOf(userId: number): Promise<number> {
    const ids = (await this.configstore.list?.()) ?? []
    let open = 0
    for (const id of ids) {
      const upload = await this.find(id)
      if (!upload || upload.metadata?.[META.userId] !== String(userId)) continue
      const expired =
        upload.creation_date && Date.parse(upload.creation_date) + this.expirationMs < Date.now()
      if (!expired && upload.offset < (upload.size ?? 0)) open += 1
    }
    return open
  }

  async addMetadata(
    id: string,
    change: (current: Record<string, string | null>) => Record<string, string>,
  ): Promise<void> {
    const info = await this.configstore.get(id)
    if (!info) return
    info.metadata = { ...info.metadata, ...change(info.metadata ?? {}) }
    await this.configstore.set(id, info)
  }

  /** The path of an upload's bytes (ids are checked by the routes: 32 hex digits). */
  filePath(id: string): string {
    return path.join(this.directory, id)
  }
}

// FileStore's constructor creates the directory with a callback that throws on failure, outside any promise: a
// directory removed meanwhile (a test's temporary DATA_DIR) became an uncaught exception. The constructor above
// creates it synchronously instead, so the library's own check is switched off (it is private, hence the cast).
;(UploadStore.prototype as unknown as { checkOrCreateDirectory: () => void }).checkOrCreateDirectory =
  () => {}
