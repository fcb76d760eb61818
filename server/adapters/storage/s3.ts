import type { Readable } from 'node:stream'
import type { S3ClientConfig } from '@aws-sdk/client-s3'
import { assertSafeKey, contentTypeOf, type Storage } from './storage'

export interface S3Settings {
  bucket: string
  region: string
  /** Anything but AWS itself (MinIO, R2, a local test server): path-style requests to this address. */
  endpoint?: string
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

/** The SDK says "not there" with a 404 and, depending on the call, NoSuchKey or NotFound. */
function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404
}

/**
 * Media in an S3-compatible bucket, one object per key (the same keys as on disk, so moving the files over is
 * a copy). Objects are immutable, so they carry a one-year cache header for a CDN put in front of the bucket.
 */
export function s3Storage(settings: S3Settings): Storage {
  const config: S3ClientConfig = { region: settings.region, credentials: settings.credentials }
  if (settings.endpoint) Object.assign(config, { endpoint: settings.endpoint, forcePathStyle: true })
  // The SDK (some 20 MB resident) is loaded with the first object read or written: a server storing media on its
  // own disk never carries it.
  let loaded: Promise<typeof import('@aws-sdk/client-s3') & { client: import('@aws-sdk/client-s3').S3Client }>
  const sdk = () =>
    (loaded ??= import('@aws-sdk/client-s3').then((m) => ({ ...m, client: new m.S3Client(config) })))
  const Bucket = settings.bucket

  return {
    async put(key, bytes, contentType) {
      assertSafeKey(key)
      const { client, PutObjectCommand } = await sdk()
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType || contentTypeOf(key),
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      )
    },

    async get(key) {
      assertSafeKey(key)
      const { client, GetObjectCommand } = await sdk()
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }))
        if (!res.Body) return null
        return {
          // In Node the SDK's body is a Readable stream (with helpers mixed in).
          body: res.Body as Readable,
          contentType: res.ContentType ?? contentTypeOf(key),
          size: res.ContentLength ?? 0,
        }
      } catch (err) {
        if (isMissing(err)) return null
        throw err
      }
    },

    async remove(key) {
      assertSafeKey(key)
      // S3 answers a delete of a missing key with success.
      const { client, DeleteObjectCommand } = await sdk()
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },

    async exists(key) {
      assertSafeKey(key)
      const { client, HeadObjectCommand } = await sdk()
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }))
        return true
      } catch (err) {
        if (isMissing(err)) return false
        throw err
      }
    },
  }
}
