// The PIX "copia e cola" text (BR Code): an EMV QRCPS-MPM payload as the Banco Central's manual describes it. Each
// field is ID (2 digits) + length (2 digits) + value; the last field (63) is a CRC16-CCITT-FALSE over everything
// before it, "6304" included. The same text is what the QR code carries.

export interface BrCodeInput {
  /** The receiver's PIX key (random key, e-mail, phone, CPF/CNPJ). */
  key: string
  /** Reais; absent for a code where the payer types the amount. */
  amount?: number
  merchantName: string
  merchantCity: string
  /** The charge's identifier (letters and digits, up to 25); '***' when none. */
  txid?: string
}

/** CRC16-CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final xor) as 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

const field = (id: string, value: string) => {
  if (value.length > 99) throw new RangeError(`BR Code field ${id} is longer than 99 characters`)
  return `${id}${String(value.length).padStart(2, '0')}${value}`
}

/** Bank apps read names and cities as plain ASCII: accents dropped, then cut to the field's limit. */
const plain = (text: string, max: number) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, max)

export function brCode(input: BrCodeInput): string {
  const txid = (input.txid ?? '***').replace(/[^A-Za-z0-9*]/g, '').slice(0, 25) || '***'
  const payload = [
    field('00', '01'),
    field('26', field('00', 'br.gov.bcb.pix') + field('01', input.key)),
    field('52', '0000'),
    field('53', '986'),
    input.amount !== undefined ? field('54', input.amount.toFixed(2)) : '',
    field('58', 'BR'),
    field('59', plain(input.merchantName, 25)),
    field('60', plain(input.merchantCity, 15)),
    field('62', field('05', txid)),
    '6304',
  ].join('')
  return payload + crc16(payload)
}
