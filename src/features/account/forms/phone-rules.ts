import type { z } from 'zod'
import { msg } from '../../../domain/messages'
import { fieldMsg } from '../../../domain/validation'

export interface PhoneRow {
  id?: string
  number: string
  whatsapp: boolean
  _destroy: boolean
}

/**
 * The count rules the server applies to a phone list (docs/api-accounts.md "Field rules"), checked before
 * sending: 1 to `max` phones, at least one filled (profile) or all filled (agency), one WhatsApp at most.
 */
export function checkPhones(
  phones: Pick<PhoneRow, 'number' | 'whatsapp' | '_destroy'>[],
  ctx: z.RefinementCtx,
  path: (string | number)[],
  opts: { max: number; allFilled: boolean; oneWhatsapp: boolean },
): void {
  const kept = phones.map((p, index) => ({ ...p, index })).filter((p) => !p._destroy)
  if (kept.length > opts.max) ctx.addIssue({ code: 'custom', path, message: fieldMsg.maxPhones(opts.max) })
  if (kept.length === 0) ctx.addIssue({ code: 'custom', path, message: fieldMsg.minPhones })
  if (opts.allFilled) {
    for (const p of kept) {
      if (p.number.trim() === '')
        ctx.addIssue({ code: 'custom', path: [...path, p.index, 'number'], message: msg.required })
    }
  } else if (kept.length > 0 && !kept.some((p) => p.number.trim() !== '')) {
    ctx.addIssue({ code: 'custom', path: [...path, kept[0]!.index, 'number'], message: msg.required })
  }
  if (opts.oneWhatsapp && kept.filter((p) => p.whatsapp).length > 1)
    ctx.addIssue({ code: 'custom', path, message: fieldMsg.oneWhatsapp })
}

/**
 * Form rows → phones_attributes, in the same order (so error pointers like /user/phones_attributes/2/number
 * land on the right row): stored rows keep their id, removed ones go with _destroy.
 */
export const toPhonesAttributes = (
  phones: { id?: string | number; number: string; whatsapp: boolean; _destroy: boolean }[],
) =>
  phones.map((p) =>
    p.id !== undefined
      ? { id: p.id, number: p.number.trim(), whatsapp: p.whatsapp, _destroy: p._destroy }
      : { number: p.number.trim(), whatsapp: p.whatsapp },
  )

export const phoneRowsOf = (phones: { id: string; number: string; whatsapp: boolean }[]): PhoneRow[] =>
  phones.map((p) => ({ id: p.id, number: p.number, whatsapp: p.whatsapp, _destroy: false }))
