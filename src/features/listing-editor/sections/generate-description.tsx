import '../../../lib/i18n/listing-catalog'
import { Trans } from '@lingui/react/macro'
import { useFormContext } from 'react-hook-form'
import { propertyCategories, listingTypes } from '../../../domain/enums'
import type { PropertyTextRequest } from '../../../domain/text-help'
import { generateError, useGenerateDescription } from '../api/generate-description'
import type { ListingFormValues } from '../form/values'

/** The attributes the form holds, as the text endpoint reads them (blanks are "not informed"). */
function attributesOf(v: ListingFormValues): PropertyTextRequest | null {
  const category = propertyCategories.find((c) => c === v.category)
  const listingType = listingTypes.find((l) => l === v.listing_type)
  if (!category || !listingType) return null
  return {
    kind: 'property',
    category,
    listing_type: listingType,
    bedroom: v.bedroom,
    suite: v.suite,
    bathroom: v.bathroom,
    parking_space: v.parking_space,
    floor: v.floor,
    commercial_room: v.commercial_room,
    square_meters: v.square_meters,
    built_area_meters: v.built_area_meters,
    year_built: v.year_built,
    allows_pets: v.allows_pets,
    features: v.features,
    city_id: Number(v.address.city_id) || null,
    neighborhood: v.address.neighborhood,
    street: v.address.street,
    price: v.price_on_request ? null : v.price,
    price_on_request: v.price_on_request,
    rental_period: v.rental_period || null,
  }
}

/**
 * "Gerar descrição": writes the description (and the title, when still blank) from what the form holds; the
 * advertiser edits it as any text. Needs the category and sale or rent first.
 */
export function GenerateDescription() {
  const { getValues, setValue } = useFormContext<ListingFormValues>()
  const generate = useGenerateDescription()
  const onClick = () => {
    const input = attributesOf(getValues())
    if (!input) return
    generate.mutate(input, {
      onSuccess: ({ title, description }) => {
        setValue('description', description, { shouldDirty: true, shouldValidate: true, shouldTouch: true })
        if (!getValues('name').trim()) setValue('name', title, { shouldDirty: true, shouldValidate: true })
      },
    })
  }
  return (
    <div className="generate-description">
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        onClick={onClick}
        disabled={generate.isPending}
        aria-describedby="generate-description-hint"
      >
        {generate.isPending ? <Trans>Gerando…</Trans> : <Trans>Gerar descrição</Trans>}
      </button>
      <span className="field-hint" id="generate-description-hint">
        <Trans>
          Escolha o tipo de imóvel e se é venda ou aluguel; o texto usa as características informadas.
        </Trans>
      </span>
      {generate.isError && (
        <span className="field-error" role="alert">
          {generateError(generate.error)}
        </span>
      )}
    </div>
  )
}
