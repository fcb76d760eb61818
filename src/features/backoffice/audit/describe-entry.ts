import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import { auditActions, type AuditAction, type AuditEntry } from '../../../domain/backoffice-audit'
import { auditTargetLabels } from '../labels'
import { auditFieldLabel, auditFieldLabels, formatAuditValue, hiddenAuditFields } from './audit-fields'
import { auditSentences, genericSentence } from './audit-sentences'
import '../../../lib/i18n/backoffice-catalog'

// An audit entry as staff read it: one sentence (who, what, on what, and why when a reason was given) and the
// fields that changed, before → after, in pt-BR. The raw JSON stays behind "Ver dados técnicos".

export interface AuditChange {
  field: string
  label: string
  before: string
  after: string
}

export interface DescribedEntry {
  sentence: string
  changes: AuditChange[]
}

const known = new Set<string>(auditActions)
const labelOrder = Object.keys(auditFieldLabels)
const isKnown = (action: string): action is AuditAction => known.has(action)

/** Nested objects (the site settings) become dotted keys: { seo: { name } } → "seo.name". */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>()
  if (value === null || value === undefined) return out
  if (typeof value !== 'object' || Array.isArray(value)) {
    out.set(prefix || 'value', value)
    return out
  }
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k
    if (v !== null && typeof v === 'object' && !Array.isArray(v) && k !== 'image')
      for (const [kk, vv] of flatten(v, key)) out.set(kk, vv)
    else out.set(key, v)
  }
  return out
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** What the entry is about: its recorded label, else its code ("#12"; the sentence names the kind). */
function targetOf(i18n: I18n, e: AuditEntry['attributes']): string {
  if (e.target_label) return e.target_label
  if (e.target_id) return `#${e.target_id}`
  const kind = auditTargetLabels[e.target_type]
  return kind ? i18n._(kind) : e.target_type
}

export function describeAuditEntry(i18n: I18n, e: AuditEntry['attributes']): DescribedEntry {
  const actor = i18n._(msg`${e.admin_name || e.admin_email || 'Equipe'} (equipe)`)
  const target = targetOf(i18n, e)
  let sentence = isKnown(e.action)
    ? i18n._(auditSentences[e.action]({ actor, target }))
    : i18n._(genericSentence({ actor, target, action: e.action }))

  const before = flatten(e.before)
  const after = flatten(e.after)
  const reason = after.get('reason') ?? after.get('note')
  if (typeof reason === 'string' && reason) sentence += i18n._(msg` — motivo: ${reason}`)

  const changes: AuditChange[] = []
  for (const field of new Set([...before.keys(), ...after.keys()])) {
    if (hiddenAuditFields.has(field)) continue
    const [b, a] = [before.get(field), after.get(field)]
    if (before.has(field) && after.has(field) && same(b, a)) continue
    changes.push({
      field,
      label: auditFieldLabel(i18n, field),
      before: formatAuditValue(i18n, field, b, e.action),
      after: formatAuditValue(i18n, field, a, e.action),
    })
  }
  // jsonb keeps keys in its own order: show them in the order the labels list them (status before reason).
  const rank = (field: string) => {
    const i = labelOrder.indexOf(field)
    return i === -1 ? labelOrder.length : i
  }
  changes.sort((x, y) => rank(x.field) - rank(y.field))
  return { sentence, changes }
}
