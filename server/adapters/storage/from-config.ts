import path from 'node:path'
import type { Config } from '../../config'
import { localDiskStorage } from './local-disk'
import { s3Storage } from './s3'
import type { Storage } from './storage'

export const mediaDirOf = (dataDir: string): string => path.join(dataDir, 'media')

type StorageConfig = Pick<Config, 'dataDir'> &
  Partial<
    Pick<Config, 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>
  >

/**
 * The storage of this process: an S3-compatible bucket when S3_BUCKET is set (S3_ENDPOINT for anything but AWS;
 * without keys the SDK's usual sources, such as an instance role, apply), else local disk under
 * `${dataDir}/media`.
 */
export function createStorage(config: StorageConfig): Storage {
  if (!config.S3_BUCKET) return localDiskStorage(mediaDirOf(config.dataDir))
  return s3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION ?? 'us-east-1',
    endpoint: config.S3_ENDPOINT,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  })
}
