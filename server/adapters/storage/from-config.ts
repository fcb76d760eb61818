import path from 'node:path'
import { localDiskStorage } from './local-disk'
import type { Storage } from './storage'

export const mediaDirOf = (dataDir: string): string => path.join(dataDir, 'media')

/**
 * The storage of this process: local disk under `${dataDir}/media`.
 * Future: an S3-compatible adapter chosen when `S3_BUCKET` (with `S3_ENDPOINT`, `S3_REGION` and credentials)
 * is configured, implementing the same three calls with PutObject / GetObject / HeadObject. Not built yet;
 * see README.md next to this file.
 */
export function createStorage(opts: { dataDir: string }): Storage {
  return localDiskStorage(mediaDirOf(opts.dataDir))
}
