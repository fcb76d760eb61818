import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { VehicleAttributes } from '../../../domain/vehicle'
import { formatMileage } from '../../../lib/format/format'
import {
  bodyworkLabels,
  conditionLabels,
  financingLabels,
  fuelLabels,
  steeringLabels,
  transmissionLabels,
  vehicleTypeLabels,
} from '../../../listings/labels/vehicle-labels'
import '../../../lib/i18n/discovery-catalog'

/** Main specs as a definition list; unknown values are left out. */
export function VehicleSpecs({ a }: { a: VehicleAttributes }) {
  const { i18n, t } = useLingui()
  const rows: [string, ReactNode][] = [
    [t`Ano`, a.year],
    [t`Quilometragem`, formatMileage(a.mileage)],
    [t`Combustível`, i18n._(fuelLabels[a.fuel_type])],
    [t`Câmbio`, i18n._(transmissionLabels[a.transmission])],
    [t`Condição`, i18n._(conditionLabels[a.condition])],
    [t`Tipo`, i18n._(vehicleTypeLabels[a.vehicle_type])],
  ]
  if (a.bodywork) rows.push([t`Carroceria`, i18n._(bodyworkLabels[a.bodywork])])
  if (a.color) rows.push([t`Cor`, a.color])
  if (a.doors) rows.push([t`Portas`, a.doors])
  if (a.steering_wheel) rows.push([t`Direção`, i18n._(steeringLabels[a.steering_wheel])])
  if (a.plate_last_digit) rows.push([t`Final da placa`, a.plate_last_digit])
  rows.push([t`Único dono`, a.one_owner ? t`Sim` : t`Não`])
  rows.push([t`Aceita troca`, a.accepts_exchange ? t`Sim` : t`Não`])
  if (a.financing_status.length > 0) {
    rows.push([t`Situação`, a.financing_status.map((f) => i18n._(financingLabels[f])).join(', ')])
  }

  return (
    <dl className="facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
