import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useFormContext } from 'react-hook-form'
import { addressPrivacyLevels, type AddressPrivacy } from '../../../domain/address-privacy'
import type { ListingFormValues } from '../form/values'

/** Each level's name and, on one line, what a visitor will see with it. */
const levels: Record<AddressPrivacy, { label: ReactNode; shows: ReactNode }> = {
  exact: {
    label: <Trans>Endereço exato</Trans>,
    shows: <Trans>Visitantes veem rua, número e o ponto exato no mapa.</Trans>,
  },
  street: {
    label: <Trans>Rua, sem o número</Trans>,
    shows: <Trans>Visitantes veem a rua e o bairro; o mapa marca uma área de uns 200 m.</Trans>,
  },
  neighborhood: {
    label: <Trans>Só o bairro</Trans>,
    shows: <Trans>Visitantes veem o bairro; o mapa marca uma área de uns 700 m.</Trans>,
  },
  town: {
    label: <Trans>Só a cidade</Trans>,
    shows: <Trans>Visitantes veem só a cidade; o mapa marca a cidade toda.</Trans>,
  },
}

/** The advertiser's choice of how much of the address visitors see (they themselves keep seeing all of it). */
export function AddressPrivacyField() {
  const { register } = useFormContext<ListingFormValues>()
  return (
    <fieldset className="field choice-group" aria-describedby="endereco-privacidade-nota">
      <legend className="field-label">
        <Trans>O que os visitantes veem do endereço</Trans>
      </legend>
      <div className="choices privacy-choices">
        {addressPrivacyLevels.map((level) => (
          <label key={level} className="choice privacy-choice">
            <input type="radio" value={level} {...register('address.privacy')} />
            <span>
              {levels[level].label}
              <small className="field-hint">{levels[level].shows}</small>
            </span>
          </label>
        ))}
      </div>
      <span className="field-hint" id="endereco-privacidade-nota">
        <Trans>Você continua vendo o endereço completo no seu painel.</Trans>
      </span>
    </fieldset>
  )
}
