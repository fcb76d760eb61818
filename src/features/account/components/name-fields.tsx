import { useLingui } from '@lingui/react/macro'
import { useFormContext } from 'react-hook-form'
import { errorAt, TextField } from '../../../ui/form-fields'
import '../../../lib/i18n/account-catalog'

/** First and last name side by side, for every form whose values hold `user.first_name` and `user.last_name`. */
export function NameFields({ idPrefix }: { idPrefix: string }) {
  const { t } = useLingui()
  const { register, formState } = useFormContext()
  return (
    <div className="form-row">
      <TextField
        id={`${idPrefix}-first-name`}
        label={t`Nome`}
        autoComplete="given-name"
        registration={register('user.first_name')}
        error={errorAt(formState.errors, 'user.first_name')}
      />
      <TextField
        id={`${idPrefix}-last-name`}
        label={t`Sobrenome`}
        autoComplete="family-name"
        registration={register('user.last_name')}
        error={errorAt(formState.errors, 'user.last_name')}
      />
    </div>
  )
}
