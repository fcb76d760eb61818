import '../../../lib/i18n/listing-catalog'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ReactNode } from 'react'
import { useFormContext, useWatch, type Path } from 'react-hook-form'
import {
  documentStatuses,
  electricityKinds,
  landUses,
  ruralBuildings,
  ruralDocuments,
  waterSources,
} from '../../../domain/enums'
import { parseNumber } from '../../../domain/number-input'
import { alqueiresToHa, haToAlqueires } from '../../../domain/rural-units'
import { alqueiresText } from '../../../lib/format/alqueires-format'
import { formatHectares } from '../../../lib/format/rural-format'
import {
  documentStatusLabels,
  electricityLabels,
  landUseLabels,
  ruralBuildingLabels,
  ruralDocumentLabels,
  waterLabels,
} from '../../../listings/labels/rural-detail-labels'
import type { ListingFormValues } from '../form/values'
import { FormInput, FormRadios } from './inputs'

/**
 * "Imóvel rural": a farm's, ranch's or site's fields as chips a thumb can hit (checkboxes and radios in labelled
 * groups), shown by the owner's flow and the editor for the rural categories only.
 */
export function RuralFields() {
  const { i18n } = useLingui()
  return (
    <fieldset className="field choice-group rural-fields" data-testid="rural-fields">
      <legend className="rural-fields-title">
        <Trans>Imóvel rural</Trans>
      </legend>
      <RuralArea />
      <Checks name="rural.water" legend={<Trans>Água</Trans>} options={waterSources} labels={waterLabels} />
      <FormRadios
        name="rural.electricity"
        legend={<Trans>Energia elétrica</Trans>}
        options={electricityKinds.map((v) => ({ value: v, label: i18n._(electricityLabels[v]) }))}
      />
      <RuralAccess />
      <Checks
        name="rural.uses"
        legend={<Trans>Uso da terra</Trans>}
        options={landUses}
        labels={landUseLabels}
      />
      <Checks
        name="rural.buildings"
        legend={<Trans>Benfeitorias</Trans>}
        options={ruralBuildings}
        labels={ruralBuildingLabels}
      />
      {ruralDocuments.map((d) => (
        <FormRadios
          key={d}
          name={`rural.documents.${d}`}
          legend={i18n._(ruralDocumentLabels[d])}
          options={documentStatuses.map((v) => ({ value: v, label: i18n._(documentStatusLabels[v]) }))}
        />
      ))}
    </fieldset>
  )
}

/** The area in hectares or alqueires baianos, the other unit worked out under it as the owner types. */
function RuralArea() {
  const { i18n } = useLingui()
  const { control } = useFormContext<ListingFormValues>()
  const [area, unit] = useWatch({ control, name: ['rural.area', 'rural.area_unit'] })
  const n = parseNumber(area ?? '')
  const valid = Number.isFinite(n) && n > 0
  const other = !valid
    ? null
    : unit === 'alqueire'
      ? `= ${formatHectares(alqueiresToHa(n))}`
      : alqueiresText(haToAlqueires(n))
  return (
    <div className="rural-area">
      <FormInput
        name="rural.area"
        label={unit === 'alqueire' ? <Trans>Área (alqueires)</Trans> : <Trans>Área (hectares)</Trans>}
        inputMode="decimal"
        hint={other ?? <Trans>1 alqueire baiano = 9,68 ha</Trans>}
      />
      <FormRadios
        name="rural.area_unit"
        legend={<Trans>Unidade da área</Trans>}
        options={[
          { value: 'ha', label: i18n._(unitLabels.ha) },
          { value: 'alqueire', label: i18n._(unitLabels.alqueire) },
        ]}
      />
    </div>
  )
}

const unitLabels: Record<'ha' | 'alqueire', MessageDescriptor> = {
  ha: msg`Hectares`,
  alqueire: msg`Alqueires baianos`,
}

function RuralAccess() {
  const { register } = useFormContext<ListingFormValues>()
  return (
    <fieldset className="field choice-group">
      <legend className="field-label">
        <Trans>Acesso</Trans>
      </legend>
      <label className="choice">
        <input type="checkbox" {...register('rural.asphalt')} />
        <span>
          <Trans>Acesso por asfalto (sem marcar: estrada de chão)</Trans>
        </span>
      </label>
      <FormInput
        name="rural.distance_km"
        label={<Trans>Distância da cidade (km)</Trans>}
        inputMode="decimal"
        className="field-short"
      />
    </fieldset>
  )
}

function Checks<V extends string>({
  name,
  legend,
  options,
  labels,
}: {
  name: Path<ListingFormValues>
  legend: ReactNode
  options: readonly V[]
  labels: Record<V, MessageDescriptor>
}) {
  const { i18n } = useLingui()
  const { register } = useFormContext<ListingFormValues>()
  return (
    <fieldset className="field choice-group">
      <legend className="field-label">{legend}</legend>
      <div className="choices choices-grid">
        {options.map((v) => (
          <label key={v} className="choice">
            <input type="checkbox" value={v} {...register(name)} />
            <span>{i18n._(labels[v])}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
