import '../../../lib/i18n/listing-catalog'
import { Trans } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useFormContext } from 'react-hook-form'
import { cepError, lookupCep } from '../api/lookup-cep'
import type { ListingFormValues } from '../form/values'

/**
 * "Buscar pelo CEP": fills the town, neighbourhood and street the CEP names (the pin goes to the town), then puts the
 * cursor in the first part of the address still blank. Offline it
 * says at once that it cannot look up now (a mutation would otherwise wait for the signal, "Buscando…" for ever)
 * and the address is typed.
 */
export function CepLookup() {
  const { getValues, setValue, setFocus } = useFormContext<ListingFormValues>()
  const lookup = useMutation({ mutationFn: lookupCep, networkMode: 'always' })
  const onClick = () =>
    lookup.mutate(getValues('address.zip_code'), {
      onSuccess: (a) => {
        const opts = { shouldDirty: true, shouldValidate: true }
        setValue('address.city_id', String(a.city_id), opts)
        setValue('address.zip_code', a.zip_code, opts)
        if (a.neighborhood) setValue('address.neighborhood', a.neighborhood, opts)
        if (a.street) setValue('address.street', a.street, opts)
        // On to what the CEP did not give (a town's general CEP names no street): typing goes on without a tap.
        const blank = (['address.neighborhood', 'address.street', 'address.number'] as const).find(
          (name) => !getValues(name).trim(),
        )
        if (blank) setFocus(blank)
      },
      onError: () => setFocus('address.street'),
    })
  const a = lookup.data
  const found = a ? [a.street, a.neighborhood, a.city].filter(Boolean).join(', ') : null
  return (
    <div className="cep-lookup">
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        onClick={onClick}
        disabled={lookup.isPending}
      >
        {lookup.isPending ? <Trans>Buscando…</Trans> : <Trans>Buscar endereço pelo CEP</Trans>}
      </button>
      {found && (
        <span className="field-hint" role="status">
          <Trans>Endereço encontrado: {found}. Confira e complete.</Trans>
        </span>
      )}
      {lookup.isError && (
        <span className="field-error" role="alert">
          {cepError(lookup.error)}
        </span>
      )}
    </div>
  )
}
