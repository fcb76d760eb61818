import { useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import '../../../lib/i18n/backoffice-catalog'

const tones: Record<string, string> = {
  active: 'ok',
  published: 'ok',
  trial: 'info',
  pending: 'warn',
  paused: 'warn',
  open: 'warn',
  suspended: 'danger',
  canceled: 'danger',
  inactive: 'muted',
  expired: 'muted',
}

/** A status as a coloured label (the colour only repeats what the text says). */
export function StatusBadge({ value, labels }: { value: string; labels: Record<string, MessageDescriptor> }) {
  const { i18n } = useLingui()
  const label = labels[value]
  return (
    <span className={`bo-badge bo-badge-${tones[value] ?? 'muted'}`}>{label ? i18n._(label) : value}</span>
  )
}
