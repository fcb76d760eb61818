import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { assertSafeKey, contentTypeOf, type Storage } from './storage'

/**
 * Files under `root`, one per key. The content type comes from the key's extension (all our keys carry
 * one), so no metadata sidecar is needed. Writes go to a temporary file first and are renamed into place,
 * so a reader never sees half a file.
 */
export function localDiskStorage(root: string): Storage {
  const resolve = (key: string): string => {
    assertSafeKey(key)
    return path.join(root, ...key.split('/'))
  }

  return {
    async put(key, bytes) {
      const file = resolve(key)
      await fs.promises.mkdir(path.dirname(file), { recursive: true })
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`
      await fs.promises.writeFile(tmp, bytes)
      await fs.promises.rename(tmp, file)
    },

    async get(key) {
      const file = resolve(key)
      let size: number
      try {
        const stat = await fs.promises.stat(file)
        if (!stat.isFile()) return null
        size = stat.size
      } catch {
        return null
      }
      return { body: fs.createReadStream(file), contentType: contentTypeOf(key), size }
    },

    async remove(key) {
      const file = resolve(key)
      await fs.promises.rm(file, { force: true })
      // The hash folder goes with its last file.
      await fs.promises.rmdir(path.dirname(file)).catch(() => undefined)
    },

    async exists(key) {
      try {
        return (await fs.promises.stat(resolve(key))).isFile()
      } catch {
        return false
      }
    },
  }
}
