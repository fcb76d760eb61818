import '../../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, type ReactNode } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import type { VehicleType } from '../../../domain/enums'
import { useVehicleBrands, useVehicleModels } from '../../../listings/api/vehicle-catalogue'
import { vehicleTypeSingularLabels } from '../../../listings/labels/vehicle-detail-labels'
import { Field } from '../../../ui/field'
import { useCatalogueEntries } from './catalogue-entries'
import type { CatalogueEntry } from './catalogue-match'
import { CatalogueSearch } from './catalogue-search'
import { modelRows, versionForYear, versionsOf, yearsOf } from './model-years'
import { VSelect } from './vehicle-fields'
import type { VehicleFormValues } from './vehicle-values'

/**
 * The catalogue part of the vehicle form: "Buscar no catálogo" fills it at once; by hand, brand → model → year →
 * the versions of that year. Editing shows brand, model and version fixed, and the years that have the version.
 */
export function VehicleCatalogueFields({
  type,
  locked,
  lockedVersion,
}: {
  type: VehicleType
  locked: { brand: string; model: string } | null
  /** The saved version, shown (and kept) while editing. */
  lockedVersion: string
}) {
  const { i18n, t } = useLingui()
  const { control, setValue, getValues, formState } = useFormContext<VehicleFormValues>()
  const [brandId, modelId, year] = useWatch({ control, name: ['brand_id', 'model_id', 'year'] })
  const brands = useVehicleBrands(type)
  const models = useVehicleModels(brandId ? Number(brandId) : undefined)
  const catalogue = useCatalogueEntries(type, !locked)
  const rows = modelRows(models.data, modelId, locked ? lockedVersion : null)
  const years = yearsOf(rows)
  const versions = versionsOf(rows, year)

  // A select shows its value only once its options exist: each one again when its options arrive or change.
  // (A restored draft, or a suggestion of the search, names a brand, model, year and version at once.)
  useEffect(() => {
    if (brands.data?.length) setValue('brand_id', getValues('brand_id'))
  }, [brands.data, setValue, getValues])
  useEffect(() => {
    if (models.data?.length) setValue('model_id', getValues('model_id'))
  }, [models.data, setValue, getValues])
  useEffect(() => {
    if (!models.data?.length) return
    setValue('year', getValues('year'))
    setValue('version', getValues('version'))
  }, [models.data, modelId, year, setValue, getValues])

  const setCatalogue = (v: { brand_id: string; model_id: string; year: string; version: string }) => {
    const validate = { shouldValidate: formState.isSubmitted, shouldDirty: true }
    setValue('brand_id', v.brand_id, validate)
    setValue('model_id', v.model_id, validate)
    setValue('year', v.year, validate)
    setValue('version', v.version, validate)
  }
  const chooseEntry = (e: CatalogueEntry) =>
    setCatalogue({ brand_id: e.brandId, model_id: e.modelId, year: String(e.year), version: e.version })

  return (
    <section className="editor-section" aria-labelledby="vehicle-catalogue-title">
      <h2 id="vehicle-catalogue-title">
        {i18n._(vehicleTypeSingularLabels[type])}: <Trans>marca, modelo e versão</Trans>
      </h2>
      {locked && (
        <p className="field-hint">
          <Trans>O tipo, a marca, o modelo e a versão não podem ser alterados depois da criação.</Trans>
        </p>
      )}
      {!locked && (
        <CatalogueSearch
          entries={catalogue.entries}
          pending={catalogue.pending}
          partial={catalogue.partial}
          onChoose={chooseEntry}
        />
      )}
      <div className="vehicle-grid">
        {locked ? (
          <>
            <LockedField id="vehicle-brand-locked" label={<Trans>Marca</Trans>} value={locked.brand} />
            <LockedField id="vehicle-model-locked" label={<Trans>Modelo</Trans>} value={locked.model} />
          </>
        ) : (
          <>
            <VSelect
              name="brand_id"
              label={<Trans>Marca</Trans>}
              placeholder={brands.isPending ? t`Carregando…` : t`Selecione a marca`}
              options={(brands.data ?? []).map((b) => [b.id, b.attributes.name] as const)}
              onPick={(id) => setCatalogue({ brand_id: id, model_id: '', year: '', version: '' })}
            />
            <VSelect
              name="model_id"
              label={<Trans>Modelo</Trans>}
              placeholder={brandId ? t`Selecione o modelo` : t`Escolha a marca primeiro`}
              options={(models.data ?? []).map((m) => [m.id, m.attributes.name] as const)}
              disabled={!brandId}
              onPick={(id) => setCatalogue({ brand_id: brandId, model_id: id, year: '', version: '' })}
            />
          </>
        )}
        <VSelect
          name="year"
          label={<Trans>Ano</Trans>}
          placeholder={modelId ? t`Selecione o ano` : t`Escolha o modelo primeiro`}
          options={years.map((y) => [String(y), String(y)] as const)}
          disabled={!modelId}
          onPick={(y) =>
            setValue('version', locked ? lockedVersion : versionForYear(rows, y, getValues('version')), {
              shouldValidate: formState.isSubmitted,
            })
          }
        />
        {locked ? (
          <LockedField id="vehicle-version-locked" label={<Trans>Versão</Trans>} value={lockedVersion} />
        ) : (
          <VSelect
            name="version"
            label={<Trans>Versão</Trans>}
            placeholder={
              !year
                ? t`Escolha o ano primeiro`
                : versions.length > 0
                  ? t`Selecione a versão`
                  : t`Sem versões no catálogo`
            }
            options={versions.map((v) => [v, v] as const)}
            disabled={!year || versions.length === 0}
          />
        )}
      </div>
    </section>
  )
}

function LockedField({ id, label, value }: { id: string; label: ReactNode; value: string }) {
  return (
    <Field label={label} htmlFor={id}>
      <input id={id} className="input" value={value} readOnly aria-readonly />
    </Field>
  )
}
