import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { loadScorer, strengthOf, type Strength } from '../password-strength'
import './account.css'
import '../../../lib/i18n/account-catalog'

/**
 * 'Força da senha: fraca / média / forte' under a new-password field. `userInputs` (name, e-mail) count
 * as guessable. Announced politely, and only once the user has typed something.
 */
export function PasswordStrengthMeter({
  id,
  password,
  userInputs = [],
}: {
  id: string
  password: string
  userInputs?: string[]
}) {
  const { t } = useLingui()
  const [strength, setStrength] = useState<Strength | null>(null)
  const inputsKey = userInputs.join('\n')

  useEffect(() => {
    if (!password) return
    let current = true
    loadScorer()
      .then((score) => {
        if (current) setStrength(strengthOf(score(password, inputsKey ? inputsKey.split('\n') : [])))
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [password, inputsKey])

  const shown = password ? strength : null
  const labels = { weak: t`fraca`, medium: t`média`, strong: t`forte` }
  const strengthLabel = shown ? labels[shown] : ''
  const level = shown === 'strong' ? 3 : shown === 'medium' ? 2 : shown === 'weak' ? 1 : 0
  return (
    <div className="strength" id={id} data-strength={shown ?? 'none'}>
      <div className="strength-bars" aria-hidden="true">
        {[1, 2, 3].map((n) => (
          <span key={n} className={n <= level ? 'on' : undefined} />
        ))}
      </div>
      <p className="strength-text" aria-live="polite">
        {shown
          ? t`Força da senha: ${strengthLabel}`
          : t`Use 8 caracteres ou mais, misturando palavras e números.`}
      </p>
    </div>
  )
}
