import { describe, expect, it } from 'vitest'
import { MAX_UPLOAD_BYTES } from '../../domain/constants'
import { uploadMsg } from '../../domain/upload'
import { checkFileCount, UploadValidationError, validateImageFile, validateSelection } from './validate'

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const WEBP = [0x52, 0x49, 0x46, 0x46, 1, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]
const HEIC = [0, 0, 0, 0x18, ...'ftypheic'].map((c) => (typeof c === 'string' ? c.charCodeAt(0) : c))

/** A file of `size` bytes starting with `head`; the browser-given type is deliberately wrong. */
const file = (head: number[], size = 1000, type = 'image/jpeg') => {
  const bytes = new Uint8Array(size)
  bytes.set(head.slice(0, size))
  return new File([bytes], 'foto.jpg', { type })
}

const rejection = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  )
  expect(err).toBeInstanceOf(UploadValidationError)
  return err as UploadValidationError
}

describe('validateImageFile', () => {
  it('accepts JPEG, PNG and WebP by their first bytes, whatever the name or type says', async () => {
    expect(await validateImageFile(file(JPEG, 1000, 'application/octet-stream'))).toBe('jpeg')
    expect(await validateImageFile(file(PNG))).toBe('png')
    expect(await validateImageFile(file(WEBP))).toBe('webp')
    expect(await validateImageFile(file(JPEG, MAX_UPLOAD_BYTES))).toBe('jpeg')
  })

  it('refuses a file over 5 MB with the size in MB, before reading it', async () => {
    const big = file(JPEG, MAX_UPLOAD_BYTES + 1)
    let reads = 0
    const slice = big.slice.bind(big)
    big.slice = (...args) => (reads++, slice(...args))
    const err = await rejection(validateImageFile(big))
    expect(err.code).toBe('too_big')
    expect(err.message).toBe('Arquivo muito grande. O tamanho máximo é 5 MB.')
    expect(reads).toBe(0)
  })

  it('refuses other formats, HEIC with its own advice, and empty files', async () => {
    expect(
      await rejection(validateImageFile(file([0x25, 0x50, 0x44, 0x46], 500, 'image/png'))),
    ).toMatchObject({
      code: 'invalid_format',
      message: uploadMsg.invalidFormat,
    })
    expect(await rejection(validateImageFile(file(HEIC)))).toMatchObject({
      code: 'invalid_format',
      message: uploadMsg.heic,
    })
    expect(await rejection(validateImageFile(new File([], 'vazio.jpg')))).toMatchObject({
      code: 'invalid_file',
      message: uploadMsg.invalidFile,
    })
  })
})

describe('file count per plan', () => {
  it('checkFileCount throws past the plan limit', () => {
    expect(() => checkFileCount(8, 2, 10)).not.toThrow()
    expect(() => checkFileCount(9, 2, 10)).toThrow(uploadMsg.tooMany(10))
  })

  it('validateSelection keeps the good files and says why the others were refused', async () => {
    const files = [file(JPEG), file(HEIC), file(PNG), file(WEBP), file(JPEG, MAX_UPLOAD_BYTES + 1)]
    const checks = await validateSelection(files, { existing: 8, max: 10 })
    expect(checks.map((c) => c.format ?? c.error?.code)).toEqual([
      'jpeg',
      'invalid_format',
      'png',
      'too_many',
      'too_big',
    ])
    expect(checks[3]!.error!.message).toBe('Limite de arquivos atingido: seu plano permite até 10 imagens.')
  })
})
