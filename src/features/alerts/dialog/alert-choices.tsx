import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { alertEmailModes, type AlertEmailMode } from '../../../domain/saved-search'
import { emailModeLabels } from '../labels'
import '../../../ui/form.css'
import '../../../lib/i18n/visitor-catalog'
import '../alerts.css'

/** How an alert reaches its user: a push on/off switch and the e-mail frequency (dialog and Meus alertas). */
export function AlertChoices({
  push,
  email,
  onPush,
  onEmail,
  disabled = false,
}: {
  push: boolean
  email: AlertEmailMode
  onPush: (push: boolean) => void
  onEmail: (email: AlertEmailMode) => void
  disabled?: boolean
}) {
  const { i18n } = useLingui()
  const emailName = useId()
  return (
    <div className="alert-choices">
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          checked={push}
          disabled={disabled}
          onChange={(e) => onPush(e.target.checked)}
        />
        <span>
          <Trans>Notificação no celular</Trans>
        </span>
      </label>
      <fieldset className="alert-email" disabled={disabled}>
        <legend>
          <Trans>E-mail</Trans>
        </legend>
        {alertEmailModes.map((mode) => (
          <label key={mode} className="alert-email-choice">
            <input
              type="radio"
              name={emailName}
              value={mode}
              checked={email === mode}
              onChange={() => onEmail(mode)}
            />
            {i18n._(emailModeLabels[mode])}
          </label>
        ))}
      </fieldset>
    </div>
  )
}
