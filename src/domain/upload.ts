// Photo uploads, shared by the browser (before queuing) and the server (after receiving): the accepted
// formats, told by content, and the pt-BR upload error messages the user sees.
import { MAX_UPLOAD_BYTES } from './constants'

export const acceptedImageFormats = ['jpeg', 'png', 'webp'] as const
export type AcceptedImageFormat = (typeof acceptedImageFormats)[number]
/** What the first bytes say; 'heic' is recognised only to explain why it is refused. */
export type SniffedImageFormat = AcceptedImageFormat | 'heic'

/** For `<input type="file" accept>`: a hint only, the content decides. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp'

/** HEIF brands (ISO/IEC 23008-12) used by phones for HEIC photos. AVIF ('avif', 'avis') is not one. */
const heifBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1'])

/** The image format told by the first 12 bytes, or null when it is none we know. */
export function sniffImageFormat(head: Uint8Array): SniffedImageFormat | null {
  const at = (i: number, ...sig: number[]) => sig.every((b, k) => head[i + k] === b)
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to))
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg'
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png'
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp'
  if (head.length >= 12 && ascii(4, 8) === 'ftyp' && heifBrands.has(ascii(8, 12))) return 'heic'
  return null
}

/** "5" for 5 MiB, "2,5" for 2.5 MiB. */
export const formatMegabytes = (bytes: number): string =>
  (bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })

export const uploadMsg = {
  invalidFile: 'Arquivo inválido. Escolha outra imagem.',
  tooBig: (maxBytes: number = MAX_UPLOAD_BYTES) =>
    `Arquivo muito grande. O tamanho máximo é ${formatMegabytes(maxBytes)} MB.`,
  invalidFormat: 'Formato inválido. Envie imagens JPG, PNG ou WebP.',
  heic: 'Formato HEIC não é aceito. Envie a foto em JPG, PNG ou WebP (no iPhone: Ajustes > Câmera > Formatos > Mais Compatível).',
  tooMany: (max: number) =>
    `Limite de arquivos atingido: seu plano permite até ${max} ${max === 1 ? 'imagem' : 'imagens'}.`,
  failed: 'Falha ao enviar o arquivo. Verifique sua conexão e tente novamente.',
  quota: (maxMegabytes: number) =>
    `Limite de armazenamento atingido: sua conta pode guardar até ${maxMegabytes} MB em fotos enviadas. Fotos que não entram em nenhum anúncio são apagadas em 24 horas.`,
} as const

export const uploadErrorCodes = [
  'invalid_file',
  'too_big',
  'invalid_format',
  'too_many',
  'upload_failed',
  'quota_exceeded',
] as const
export type UploadErrorCode = (typeof uploadErrorCodes)[number]

/** Decides whether a file may be uploaded from its size and first bytes; null when it may. */
export function checkImage(
  size: number,
  head: Uint8Array,
  maxBytes: number = MAX_UPLOAD_BYTES,
): { code: UploadErrorCode; detail: string } | null {
  if (size <= 0) return { code: 'invalid_file', detail: uploadMsg.invalidFile }
  if (size > maxBytes) return { code: 'too_big', detail: uploadMsg.tooBig(maxBytes) }
  const format = sniffImageFormat(head)
  if (format === 'heic') return { code: 'invalid_format', detail: uploadMsg.heic }
  if (!format) return { code: 'invalid_format', detail: uploadMsg.invalidFormat }
  return null
}
