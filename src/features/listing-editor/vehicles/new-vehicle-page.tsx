import '../../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import type { VehicleType } from '../../../domain/enums'
import { PageTitle } from '../../../ui/page-title'
import { VehicleEditor } from './vehicle-editor'
import { VehicleSteps } from './vehicle-steps'
import { VehicleTypeStep } from './vehicle-type-step'
import '../listing-editor.css'
import './vehicles.css'

/**
 * /dashboard/vehicles/new: the type, then the details and photos. "Criar anúncio" sends it to review, "Salvar
 * rascunho" keeps it a draft; both go through the outbox (offline too) and lead on once the server has it.
 */
export function NewVehiclePage({
  type,
  onType,
}: {
  type?: VehicleType
  onType: (type: VehicleType) => void
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
  return (
    <div className="listing-editor">
      <PageTitle title={t`Novo veículo`} />
      <header className="editor-head">
        <Link to="/dashboard/vehicles" className="editor-back">
          <Trans>← Meus veículos</Trans>
        </Link>
        <h1>
          <Trans>Novo veículo</Trans>
        </h1>
      </header>
      <VehicleSteps current={type ? 'details' : 'type'} />
      {type ? (
        <VehicleEditor
          key={type}
          type={type}
          vehicle={null}
          publishLabel={t`Criar anúncio`}
          onDone={(vehicle, intent) =>
            void navigate({
              to:
                intent === 'publish'
                  ? '/dashboard/vehicles/$id/published'
                  : '/dashboard/vehicles/$id/success',
              params: { id: vehicle.id },
              replace: true,
            })
          }
        />
      ) : (
        <VehicleTypeStep onChoose={onType} />
      )}
    </div>
  )
}
