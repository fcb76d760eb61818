import '../../../lib/i18n/listing-catalog'
import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form'
import {
  bodyworks,
  financingStatuses,
  fuelTypes,
  steeringWheels,
  transmissions,
  vehicleConditions,
} from '../../../domain/enums'
import { towns } from '../../../domain/region'
import { vehicleInputSchema, type VehicleInput } from '../../../domain/vehicle-input'
import { vehicleColours } from '../../../domain/vehicle-search'
import { useVehicleBrands, useVehicleModels } from '../../../listings/api/vehicle-catalogue'
import { useVehicleSettings } from '../../../listings/api/vehicle-settings'
import { conditionLabels, fuelLabels, transmissionLabels } from '../../../listings/labels/vehicle-labels'
import {
  bodyworkLabels,
  financingLabels,
  steeringLabels,
} from '../../../listings/labels/vehicle-detail-labels'
import { Button } from '../../../ui/button'
import { generateError } from '../api/generate-description'
import { useGenerateVehicleText } from '../api/my-vehicles'
import { errorAt } from '../../../ui/form-fields'
import { Field } from '../../../ui/field'
import { modelRows, versionsOf } from './model-years'
import { VehicleCatalogueFields } from './vehicle-catalogue-fields'
import { VChecks, VInput, VSelect, VSwitch } from './vehicle-fields'
import type { VehicleFormValues } from './vehicle-values'

/** One of the form's submit buttons: what it says, and what it asks for (e.g. create and send to review). */
export interface VehicleSubmit<I extends string> {
  intent: I
  label: string
  primary?: boolean
}

export interface VehicleDetailsFormProps<I extends string> {
  defaults: VehicleFormValues
  /** Editing: type, brand, model and version are shown (by these names) but cannot change. */
  locked: { brand: string; model: string } | null
  busy: boolean
  submits: VehicleSubmit<I>[]
  onSubmit(input: VehicleInput, intent: I): void
  /** Every change, for the draft kept on the device. */
  onValues?(values: VehicleFormValues): void
  /** More of the listing in the same form (the photos and video), before the buttons. */
  children?: ReactNode
}

/**
 * The details step: the catalogue (a search that fills it at once, or brand → model → year → version), then
 * everything else about the vehicle.
 */
export function VehicleDetailsForm<I extends string>({
  defaults,
  locked,
  busy,
  submits,
  onSubmit,
  onValues,
  children,
}: VehicleDetailsFormProps<I>) {
  const { i18n, t } = useLingui()
  const form = useForm<VehicleFormValues, unknown, VehicleInput>({
    // The schema reads the inputs' strings (its input type is looser than the form's).
    resolver: zodResolver(vehicleInputSchema) as unknown as Resolver<
      VehicleFormValues,
      unknown,
      VehicleInput
    >,
    defaultValues: defaults,
    mode: 'onTouched',
  })
  const type = defaults.vehicle_type
  const [brandId, modelId] = useWatch({ control: form.control, name: ['brand_id', 'model_id'] })
  const brands = useVehicleBrands(type)
  const models = useVehicleModels(brandId ? Number(brandId) : undefined)
  const settings = useVehicleSettings()
  const opts = <T extends string>(values: readonly T[], labels: Record<T, { id: string }>) =>
    values.map((v) => [v, i18n._(labels[v])] as const)
  const motorcycle = type === 'motorcycles'
  useEffect(
    () =>
      onValues && form.subscribe({ formState: { values: true }, callback: () => onValues(form.getValues()) }),
    [form, onValues],
  )
  // Which button sent the form (read when the checked values come back).
  const intent = useRef<I>(submits[0]!.intent)
  const generate = useGenerateVehicleText()
  const [suggestedTitle, setSuggestedTitle] = useState<string | null>(null)
  const [generateFailed, setGenerateFailed] = useState<string | null>(null)
  const brandName = locked?.brand ?? brands.data?.find((b) => b.id === brandId)?.attributes.name
  const modelName = locked?.model ?? models.data?.find((m) => m.id === modelId)?.attributes.name
  /** "Gerar descrição": the description (and a suggested title) from what the form already says. */
  const generateText = () => {
    if (!brandName || !modelName) {
      setGenerateFailed(t`Escolha a marca e o modelo antes de gerar a descrição.`)
      return
    }
    const v = form.getValues()
    const chosen = new Set(v.optional_item_ids)
    generate.mutate(
      {
        kind: 'vehicle',
        vehicle_type: type,
        brand: brandName,
        model: modelName,
        version: v.version,
        year: v.year,
        color: v.color,
        fuel_type: v.fuel_type,
        condition: v.condition,
        mileage: v.mileage,
        transmission: v.transmission,
        steering_wheel: v.steering_wheel,
        bodywork: v.bodywork,
        doors: v.doors,
        one_owner: v.one_owner,
        accepts_exchange: v.accepts_exchange,
        optional_items: (settings.data?.optional_items ?? [])
          .flatMap((g) => g.items)
          .filter((item) => chosen.has(String(item.id)))
          .map((item) => item.name),
        city_id: v.city_id,
        price: v.price,
      },
      {
        onSuccess: (text) => {
          setGenerateFailed(null)
          form.setValue('description', text.description, { shouldDirty: true, shouldValidate: true })
          if (!v.name.trim())
            form.setValue('name', text.title.slice(0, 120), { shouldDirty: true, shouldValidate: true })
          setSuggestedTitle(v.name.trim() && text.title !== v.name ? text.title.slice(0, 120) : null)
        },
        onError: (err) => setGenerateFailed(generateError(err)),
      },
    )
  }

  /** The catalogue has named versions for the year but none is chosen (the schema cannot tell: it has no rows). */
  const versionMissing = (input: VehicleInput) =>
    !locked &&
    !input.version &&
    versionsOf(modelRows(models.data, modelId, null), String(input.year)).length > 0

  return (
    <FormProvider {...form}>
      <form
        className="vehicle-form"
        noValidate
        onSubmit={(e) =>
          void form.handleSubmit((input) => {
            if (!versionMissing(input)) return onSubmit(input, intent.current)
            form.setError('version', { message: t`Escolha a versão` }, { shouldFocus: true })
          })(e)
        }
      >
        <VehicleCatalogueFields type={type} locked={locked} lockedVersion={defaults.version} />

        <section className="editor-section" aria-labelledby="vehicle-details-title">
          <h2 id="vehicle-details-title">
            <Trans>Detalhes</Trans>
          </h2>
          <div className="vehicle-grid">
            <VSelect
              name="color"
              label={<Trans>Cor</Trans>}
              placeholder={t`Selecione`}
              options={vehicleColours.map((c) => [c, c] as const)}
            />
            <VSelect
              name="fuel_type"
              label={<Trans>Combustível</Trans>}
              placeholder={t`Selecione`}
              options={opts(fuelTypes, fuelLabels)}
            />
            <VSelect
              name="condition"
              label={<Trans>Condição</Trans>}
              placeholder={t`Selecione`}
              options={opts(vehicleConditions, conditionLabels)}
            />
            <VInput
              name="plate"
              label={<Trans>Placa</Trans>}
              hint={<Trans>ABC-1234 ou Mercosul ABC1D23; só o final aparece no anúncio.</Trans>}
              autoCapitalize="characters"
              autoComplete="off"
              maxLength={8}
            />
            <VInput name="mileage" label={<Trans>Quilometragem (km)</Trans>} inputMode="numeric" />
            <VSelect
              name="transmission"
              label={<Trans>Câmbio</Trans>}
              placeholder={t`Selecione`}
              options={opts(transmissions, transmissionLabels)}
            />
            {!motorcycle && (
              <VSelect
                name="steering_wheel"
                label={<Trans>Direção</Trans>}
                placeholder={t`Selecione`}
                options={opts(steeringWheels, steeringLabels)}
              />
            )}
            <VSelect
              name="bodywork"
              label={<Trans>Carroceria</Trans>}
              placeholder={t`Selecione`}
              options={opts(bodyworks, bodyworkLabels)}
            />
            {!motorcycle && (
              <VSelect
                name="doors"
                label={<Trans>Portas</Trans>}
                placeholder={t`Selecione`}
                options={[
                  ['2', t`2 portas`],
                  ['4', t`4 portas`],
                ]}
              />
            )}
          </div>
          <div className="vehicle-checks">
            <VSwitch name="one_owner" label={<Trans>Único dono</Trans>} />
            <VSwitch name="accepts_exchange" label={<Trans>Aceita troca</Trans>} />
            <VSwitch name="show_contact" label={<Trans>Mostrar meu telefone no anúncio</Trans>} />
          </div>
          <VChecks
            name="financing_status"
            legend={<Trans>Situação</Trans>}
            options={opts(financingStatuses, financingLabels)}
          />
        </section>

        {settings.data && settings.data.optional_items.length > 0 && (
          <section className="editor-section" aria-labelledby="vehicle-items-title">
            <h2 id="vehicle-items-title">
              <Trans>Itens opcionais</Trans>
            </h2>
            {settings.data.optional_items.map((group) => (
              <VChecks
                key={group.id}
                name="optional_item_ids"
                legend={group.name}
                options={group.items.map((item) => [String(item.id), item.name] as const)}
              />
            ))}
          </section>
        )}

        <section className="editor-section" aria-labelledby="vehicle-ad-title">
          <h2 id="vehicle-ad-title">
            <Trans>Anúncio</Trans>
          </h2>
          <VInput name="name" label={<Trans>Título</Trans>} maxLength={120} />
          {suggestedTitle && (
            <p className="field-hint" data-testid="suggested-title">
              <Trans>Título sugerido:</Trans> {suggestedTitle}{' '}
              <Button
                small
                variant="ghost"
                onClick={() => {
                  form.setValue('name', suggestedTitle, { shouldDirty: true, shouldValidate: true })
                  setSuggestedTitle(null)
                }}
              >
                <Trans>Usar título sugerido</Trans>
              </Button>
            </p>
          )}
          <VInput name="price" label={<Trans>Preço (R$)</Trans>} inputMode="decimal" />
          <div className="vehicle-form-actions">
            <Button variant="secondary" small disabled={generate.isPending} onClick={generateText}>
              {generate.isPending ? <Trans>Gerando…</Trans> : <Trans>Gerar descrição</Trans>}
            </Button>
            {generateFailed && (
              <span className="field-error" role="alert">
                {generateFailed}
              </span>
            )}
          </div>
          <Field
            label={<Trans>Descrição</Trans>}
            htmlFor="vehicle-description"
            error={errorAt(form.formState.errors, 'description')}
          >
            <textarea
              id="vehicle-description"
              className="input"
              rows={6}
              aria-invalid={errorAt(form.formState.errors, 'description') ? true : undefined}
              {...form.register('description')}
            />
          </Field>
          <div className="vehicle-grid">
            <VSelect
              name="city_id"
              label={<Trans>Cidade</Trans>}
              placeholder={t`Selecione`}
              options={towns.map((town) => [String(town.id), town.name] as const)}
            />
            <VInput name="zip_code" label={<Trans>CEP (opcional)</Trans>} inputMode="numeric" maxLength={9} />
          </div>
        </section>

        {children}

        <div className="vehicle-form-actions">
          {submits.map((submit) => (
            <Button
              key={submit.intent}
              type="submit"
              variant={submit.primary === false ? 'secondary' : 'primary'}
              disabled={busy}
              onClick={() => (intent.current = submit.intent)}
            >
              {submit.label}
            </Button>
          ))}
        </div>
      </form>
    </FormProvider>
  )
}
