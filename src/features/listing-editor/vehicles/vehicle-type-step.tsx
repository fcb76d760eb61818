import '../../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { vehicleTypes, type VehicleType } from '../../../domain/enums'
import { vehicleTypeSingularLabels } from '../../../listings/labels/vehicle-detail-labels'

const icons: Record<VehicleType, string> = { cars: '🚗', motorcycles: '🏍️', trucks: '🚚' }

/** The first step of a new vehicle: its type (it cannot change afterwards). */
export function VehicleTypeStep({ onChoose }: { onChoose: (type: VehicleType) => void }) {
  const { i18n } = useLingui()
  return (
    <section className="editor-section" aria-labelledby="vehicle-type-title">
      <h2 id="vehicle-type-title">
        <Trans>Que tipo de veículo você vai anunciar?</Trans>
      </h2>
      <p className="field-hint">
        <Trans>O tipo, a marca, o modelo e a versão não podem ser alterados depois.</Trans>
      </p>
      <ul className="vehicle-types">
        {vehicleTypes.map((type) => (
          <li key={type}>
            <button
              type="button"
              className="vehicle-type"
              onClick={() => onChoose(type)}
              data-testid={`type-${type}`}
            >
              <span className="vehicle-type-icon" aria-hidden="true">
                {icons[type]}
              </span>
              {i18n._(vehicleTypeSingularLabels[type])}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
