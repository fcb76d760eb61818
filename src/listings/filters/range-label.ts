import { t } from '@lingui/core/macro'
import '../../lib/i18n/discovery-catalog'

/** A range filter as a chip: "R$ 100.000 – R$ 300.000", "a partir de 60 m²", "até 2020". */
export function rangeLabel(
  min: number | undefined,
  max: number | undefined,
  format: (n: number) => string,
): string | undefined {
  if (min !== undefined && max !== undefined) return `${format(min)} – ${format(max)}`
  if (min !== undefined) return t`a partir de ${format(min)}`
  if (max !== undefined) return t`até ${format(max)}`
  return undefined
}
