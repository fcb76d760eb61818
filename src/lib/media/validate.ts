// Checks a chosen photo before anything else is done with it: size (5 MB before compression), format by
// content (never by name or the browser's type), and the plan's file count. Messages: src/domain/upload.ts.
import { MAX_UPLOAD_BYTES } from '../../domain/constants'
import {
  checkImage,
  sniffImageFormat,
  uploadMsg,
  type AcceptedImageFormat,
  type UploadErrorCode,
} from '../../domain/upload'

export class UploadValidationError extends Error {
  constructor(
    readonly code: UploadErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'UploadValidationError'
  }
}

const HEAD_BYTES = 16

export async function readHead(file: Blob, n: number = HEAD_BYTES): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, n).arrayBuffer())
}

/** Resolves with the format, or rejects with an UploadValidationError carrying the pt-BR message. */
export async function validateImageFile(
  file: Blob,
  maxBytes: number = MAX_UPLOAD_BYTES,
): Promise<AcceptedImageFormat> {
  // Size first: a 40 MB video is refused without reading it.
  const head = file.size > 0 && file.size <= maxBytes ? await readHead(file) : new Uint8Array()
  const problem = checkImage(file.size, head, maxBytes)
  if (problem) throw new UploadValidationError(problem.code, problem.detail)
  return sniffImageFormat(head) as AcceptedImageFormat
}

/**
 * The plan's count limit: `existing` photos already on the listing (or queued), `adding` chosen now.
 * Throws when the total would pass `max`.
 */
export function checkFileCount(existing: number, adding: number, max: number): void {
  if (existing + adding > max) throw new UploadValidationError('too_many', uploadMsg.tooMany(max))
}

export interface FileCheck<F extends Blob> {
  file: F
  format?: AcceptedImageFormat
  error?: UploadValidationError
}

/**
 * Checks a selection one file at a time, so one bad photo does not hide the good ones; files past the
 * plan's limit get the "too many" error.
 */
export async function validateSelection<F extends Blob>(
  files: readonly F[],
  opts: { existing: number; max: number; maxBytes?: number },
): Promise<FileCheck<F>[]> {
  const room = Math.max(0, opts.max - opts.existing)
  let accepted = 0
  const out: FileCheck<F>[] = []
  for (const file of files) {
    try {
      const format = await validateImageFile(file, opts.maxBytes)
      if (accepted >= room) throw new UploadValidationError('too_many', uploadMsg.tooMany(opts.max))
      accepted++
      out.push({ file, format })
    } catch (err) {
      if (!(err instanceof UploadValidationError)) throw err
      out.push({ file, error: err })
    }
  }
  return out
}
