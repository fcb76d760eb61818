import { describe, expect, it } from 'vitest'
import { MAX_UPLOAD_BYTES } from './constants'
import { checkImage, formatMegabytes, sniffImageFormat, uploadMsg } from './upload'

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)))

const heads = {
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
  webp: bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  heic: bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0]),
  heif: bytes([0, 0, 0, 0x18], 'ftypmif1', [0, 0, 0, 0]),
  avif: bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0]),
  gif: bytes('GIF89a', [1, 0, 1, 0]),
  pdf: bytes('%PDF-1.7'),
}

describe('sniffImageFormat', () => {
  it('tells formats by content', () => {
    expect(sniffImageFormat(heads.jpeg)).toBe('jpeg')
    expect(sniffImageFormat(heads.png)).toBe('png')
    expect(sniffImageFormat(heads.webp)).toBe('webp')
    expect(sniffImageFormat(heads.heic)).toBe('heic')
    expect(sniffImageFormat(heads.heif)).toBe('heic')
    expect(sniffImageFormat(heads.avif)).toBeNull()
    expect(sniffImageFormat(heads.gif)).toBeNull()
    expect(sniffImageFormat(heads.pdf)).toBeNull()
    expect(sniffImageFormat(new Uint8Array())).toBeNull()
    expect(sniffImageFormat(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull()
  })
})

describe('checkImage', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    expect(checkImage(MAX_UPLOAD_BYTES, heads.jpeg)).toBeNull()
    expect(checkImage(1, heads.png)).toBeNull()
    expect(checkImage(1000, heads.webp)).toBeNull()
  })

  it('refuses with the pt-BR messages', () => {
    expect(checkImage(0, heads.jpeg)).toEqual({ code: 'invalid_file', detail: uploadMsg.invalidFile })
    expect(checkImage(MAX_UPLOAD_BYTES + 1, heads.jpeg)).toEqual({
      code: 'too_big',
      detail: 'Arquivo muito grande. O tamanho máximo é 5 MB.',
    })
    expect(checkImage(10, heads.pdf)).toEqual({ code: 'invalid_format', detail: uploadMsg.invalidFormat })
    expect(checkImage(10, heads.heic)).toEqual({ code: 'invalid_format', detail: uploadMsg.heic })
  })

  it('writes sizes and counts the Brazilian way', () => {
    expect(formatMegabytes(2.5 * 1024 * 1024)).toBe('2,5')
    expect(uploadMsg.tooMany(1)).toBe('Limite de arquivos atingido: seu plano permite até 1 imagem.')
    expect(uploadMsg.tooMany(20)).toBe('Limite de arquivos atingido: seu plano permite até 20 imagens.')
  })
})
