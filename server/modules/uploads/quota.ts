import { and, eq, ne, sql } from 'drizzle-orm'
import type { Capture } from '../../../src/domain/on-site-photos'
import { uploadMsg } from '../../../src/domain/upload'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { uploadedMedia } from '../../db/schema'

// The storage quota of an account: the bytes of its finished photo uploads still kept (in listings or waiting for
// one; the sweep removes those no listing took within a day). Counted on the bytes sent, as the client knows them.

export const MEGABYTE = 1024 * 1024

/** The configured quota (UPLOAD_QUOTA_MB) in bytes. */
export const uploadQuotaBytes = (config: Pick<Config, 'UPLOAD_QUOTA_MB'>): number =>
  config.UPLOAD_QUOTA_MB * MEGABYTE

/** Bytes the account's finished uploads hold, `except` one upload (the one being finished). */
export async function usedUploadBytes(db: Db, userId: number, except?: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<number>`coalesce(sum(${uploadedMedia.bytes}), 0)::float8` })
    .from(uploadedMedia)
    .where(and(eq(uploadedMedia.userId, userId), ...(except ? [ne(uploadedMedia.uploadId, except)] : [])))
  return Number(row?.used ?? 0)
}

/** The refusal when `size` more bytes would pass the quota; null when they fit. */
export async function quotaProblem(
  db: Db,
  userId: number,
  size: number,
  quotaBytes: number,
  except?: string,
): Promise<{ code: 'quota_exceeded'; detail: string } | null> {
  if ((await usedUploadBytes(db, userId, except)) + size <= quotaBytes) return null
  return { code: 'quota_exceeded', detail: uploadMsg.quota(Math.floor(quotaBytes / MEGABYTE)) }
}

/**
 * Records a finished upload against its account (once: finishing is retried safely), with the position a camera
 * photo was taken at when it carried a trusted one (kept here, privately: src/domain/on-site-photos.ts).
 */
export async function recordUpload(
  db: Db,
  row: { uploadId: string; userId: number; mediaId: number; bytes: number },
  capture: Capture | null = null,
): Promise<void> {
  const position = capture
    ? {
        captureLat: capture.lat,
        captureLng: capture.lng,
        captureAccuracyM: capture.accuracy_m,
        capturedAt: new Date(capture.shutter_at),
      }
    : {}
  await db
    .insert(uploadedMedia)
    .values({ ...row, ...position })
    .onConflictDoNothing({ target: uploadedMedia.uploadId })
}
