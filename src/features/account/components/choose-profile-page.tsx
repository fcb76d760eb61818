import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { userProfiles, type UserProfile } from '../../../domain/enums'
import { msg } from '../../../domain/messages'
import { useChooseProfile } from '../api/choose-profile'
import { SubmitButton } from '../../../ui/form-parts'
import { applyServerErrors } from '../../../lib/forms/server-errors'
import { FormCard } from '../../../ui/form-card'
import { profileDescriptions, profileLabels } from './profile-labels'
import './account.css'
import '../../../lib/i18n/account-catalog'

/** After the first sign-in: owner, broker or business. The answer is final (support changes it). */
export function ChooseProfilePage({ redirect }: { redirect?: string }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const choose = useChooseProfile()
  const [profile, setProfile] = useState<UserProfile | null>(null)
  const [error, setError] = useState<string | null>(null)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!profile) return setError(msg.profile)
    setError(null)
    try {
      await choose.mutateAsync(profile)
      await navigate({ href: redirect ?? '/dashboard', replace: true })
    } catch (e) {
      setError(applyServerErrors(e, () => undefined, { fields: [] }))
    }
  }

  return (
    <FormCard
      title={t`Escolha seu perfil`}
      intro={t`Como você vai anunciar? Isso define os planos e os tipos de anúncio da sua conta.`}
    >
      <form className="stack-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <fieldset className="profile-choices" aria-describedby={error ? 'profile-error' : 'profile-note'}>
          <legend className="visually-hidden">
            <Trans>Tipo de perfil</Trans>
          </legend>
          {userProfiles.map((value) => (
            <label key={value} className="profile-choice">
              <input
                type="radio"
                name="profile"
                value={value}
                checked={profile === value}
                onChange={() => setProfile(value)}
              />
              <span>
                <strong>{i18n._(profileLabels[value])}</strong>
                <span className="muted">{i18n._(profileDescriptions[value])}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {error ? (
          <p className="field-error" id="profile-error" role="alert">
            {error}
          </p>
        ) : (
          <p className="field-hint" id="profile-note">
            <Trans>O tipo de perfil não poderá ser alterado depois sem falar com o suporte.</Trans>
          </p>
        )}
        <SubmitButton block pending={choose.isPending}>
          <Trans>Continuar</Trans>
        </SubmitButton>
      </form>
    </FormCard>
  )
}
