import type { ApiError } from '../../../src/domain/api'
import type { PhoneAttributes } from '../../../src/domain/account'
import { msg } from '../../../src/domain/messages'
import { fieldMsg } from '../../../src/domain/validation'

export interface StoredPhone {
  id: number
  number: string
  whatsapp: boolean
  position: number
}

export interface PhonePlan {
  /** The phones after the change, in display order (position = index). */
  final: { id?: number; number: string; whatsapp: boolean }[]
  deleteIds: number[]
}

const fieldError = (pointer: string, detail: string): ApiError => ({
  status: '422',
  code: 'invalid',
  detail,
  source: { pointer },
})

/**
 * Applies Rails-style nested attributes to the stored phones: an entry with an id updates (or, with
 * `_destroy`, removes) that phone, one without an id adds a phone, phones not mentioned stay. Mentioned
 * phones take the order they were sent in, followed by the others. Errors point into `base`
 * (e.g. /user/phones_attributes/1/number).
 */
export function planPhones(
  stored: StoredPhone[],
  attrs: PhoneAttributes[],
  opts: { base: string; max: number; requireFilled: boolean; maxWhatsapp?: number },
): { plan: PhonePlan } | { errors: ApiError[] } {
  const byId = new Map(stored.map((p) => [p.id, p]))
  const errors: ApiError[] = []
  const mentioned = new Set<number>()
  const deleteIds: number[] = []
  const sent: (PhonePlan['final'][number] & { index: number })[] = []

  attrs.forEach((a, index) => {
    if (a.id !== undefined) {
      if (!byId.has(a.id) || mentioned.has(a.id)) {
        errors.push(fieldError(`${opts.base}/${index}/id`, 'Telefone não encontrado'))
        return
      }
      mentioned.add(a.id)
      if (a._destroy) deleteIds.push(a.id)
      else sent.push({ id: a.id, number: a.number, whatsapp: a.whatsapp, index })
    } else if (!a._destroy) {
      sent.push({ number: a.number, whatsapp: a.whatsapp, index })
    }
  })
  if (errors.length > 0) return { errors }

  const untouched = [...stored]
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .filter((p) => !mentioned.has(p.id))
    .map((p) => ({ id: p.id, number: p.number, whatsapp: p.whatsapp, index: -1 }))
  const final = [...sent, ...untouched]

  if (final.length > opts.max) errors.push(fieldError(opts.base, fieldMsg.maxPhones(opts.max)))
  else if (final.length === 0) errors.push(fieldError(opts.base, fieldMsg.minPhones))
  else if (opts.requireFilled && !final.some((p) => p.number !== '')) {
    const first = sent[0]?.index ?? 0
    errors.push(fieldError(`${opts.base}/${first}/number`, msg.required))
  }
  if (opts.maxWhatsapp !== undefined && final.filter((p) => p.whatsapp).length > opts.maxWhatsapp) {
    errors.push(fieldError(opts.base, fieldMsg.oneWhatsapp))
  }
  if (errors.length > 0) return { errors }
  return { plan: { final: final.map(({ id, number, whatsapp }) => ({ id, number, whatsapp })), deleteIds } }
}
