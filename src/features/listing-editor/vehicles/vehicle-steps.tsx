import '../../../lib/i18n/listing-catalog'
import { useLingui } from '@lingui/react/macro'

const steps = ['type', 'details', 'media', 'review'] as const
export type VehicleStep = (typeof steps)[number]

/** Where a new vehicle is: type → details → photos → review. */
export function VehicleSteps({ current }: { current: VehicleStep }) {
  const { t } = useLingui()
  const labels: Record<VehicleStep, string> = {
    type: t`1. Tipo`,
    details: t`2. Detalhes`,
    media: t`3. Fotos`,
    review: t`4. Revisão`,
  }
  return (
    <ol className="vehicle-steps" aria-label={t`Etapas`}>
      {steps.map((step) => (
        <li key={step} aria-current={step === current ? 'step' : undefined}>
          {labels[step]}
        </li>
      ))}
    </ol>
  )
}
