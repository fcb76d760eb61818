import { useLingui } from '@lingui/react/macro'
import type { VehicleAttributes } from '../../../domain/vehicle'
import { formatMileage } from '../../../lib/format/format'
import { FactsList } from '../../../listings/detail/facts-list'
import { conditionLabels, fuelLabels, transmissionLabels } from '../../../listings/labels/vehicle-labels'
import {
  bodyworkLabels,
  financingLabels,
  steeringLabels,
  vehicleTypeSingularLabels,
} from '../../../listings/labels/vehicle-detail-labels'
import '../../../lib/i18n/discovery-catalog'

/** Main specs as a definition list; unknown values are left out. */
export function VehicleSpecs({ a }: { a: VehicleAttributes }) {
  const { i18n, t } = useLingui()
  return (
    <FactsList
      rows={[
        [t`Ano`, a.year],
        [t`Quilometragem`, formatMileage(a.mileage)],
        [t`Combustível`, i18n._(fuelLabels[a.fuel_type])],
        [t`Câmbio`, i18n._(transmissionLabels[a.transmission])],
        [t`Condição`, i18n._(conditionLabels[a.condition])],
        [t`Tipo`, i18n._(vehicleTypeSingularLabels[a.vehicle_type])],
        [t`Carroceria`, a.bodywork && i18n._(bodyworkLabels[a.bodywork])],
        [t`Cor`, a.color],
        [t`Portas`, a.doors],
        [t`Direção`, a.steering_wheel && i18n._(steeringLabels[a.steering_wheel])],
        [t`Final da placa`, a.plate_last_digit],
        [t`Único dono`, a.one_owner ? t`Sim` : t`Não`],
        [t`Aceita troca`, a.accepts_exchange ? t`Sim` : t`Não`],
        [t`Situação`, a.financing_status.map((f) => i18n._(financingLabels[f])).join(', ')],
      ]}
    />
  )
}
