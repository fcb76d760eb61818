import '../../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useFormContext, useWatch } from 'react-hook-form'
import { creatableStatuses, editableStatuses } from '../../../domain/property-input'
import type { PropertyStatus } from '../../../domain/enums'
import type { ListingLimits } from '../../../domain/my-property'
import { propertyStatusOptions } from '../../../domain/property-status'
import type { ListingFormValues } from '../form/values'
import { statusChoices } from '../labels'
import { NoPlanNotice } from '../publish/plan-needed'
import { FormRadios } from './inputs'

/**
 * The editor's step "publish" (docs/product.md, The listing editor): the status, a word on the plan's limit, and the
 * button.
 */
export function PublishSection({
  editing,
  currentStatus,
  wasActive,
  limits,
  photosWaiting,
  submitting,
}: {
  editing: boolean
  currentStatus?: PropertyStatus
  wasActive: boolean
  limits: ListingLimits | undefined
  photosWaiting: number
  submitting: boolean
}) {
  const { i18n } = useLingui()
  const { control } = useFormContext<ListingFormValues>()
  const [status, listingType] = useWatch({ control, name: ['status', 'listing_type'] })
  // Editing: the current status and what the transition table allows from it (sold for sale, rented for rent).
  const statuses: readonly string[] =
    editing && currentStatus
      ? propertyStatusOptions(currentStatus, listingType || 'sale')
      : editing
        ? editableStatuses
        : creatableStatuses
  const publishing = limits && !wasActive && status === 'active'
  const noPlan = publishing && !limits.subscribed
  const full = publishing && limits.subscribed && limits.active >= limits.properties
  return (
    <section id="publicar" className="editor-section" aria-labelledby="publicar-title">
      <h2 id="publicar-title">
        <Trans>Publicar</Trans>
      </h2>
      <FormRadios
        name="status"
        legend={<Trans>Situação do anúncio</Trans>}
        options={statuses
          .filter((s): s is keyof typeof statusChoices => s in statusChoices)
          .map((s) => ({ value: s, label: i18n._(statusChoices[s]) }))}
      />
      {noPlan && <NoPlanNotice />}
      {full && (
        <p className="notice notice-warn" role="status">
          <Trans>
            Seu plano permite {limits.properties} imóveis ativos e você já tem {limits.active}. Salve como
            pendente ou pause outro anúncio antes de publicar.
          </Trans>
        </p>
      )}
      {photosWaiting > 0 && (
        <p className="field-hint">
          <Trans>
            {photosWaiting} foto(s) ainda na fila de envio: o anúncio é enviado logo depois delas, mesmo que
            você feche esta página.
          </Trans>
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={submitting}>
        {editing ? <Trans>Salvar alterações</Trans> : <Trans>Publicar anúncio</Trans>}
      </button>
      <p className="field-hint">
        <Trans>
          Sem conexão? O anúncio fica salvo neste aparelho e é enviado assim que a conexão voltar.
        </Trans>
      </p>
    </section>
  )
}
