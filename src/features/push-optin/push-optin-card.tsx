import '../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { errorMsg } from '../../domain/messages'
import { isApiError } from '../../lib/http/api-error'
import { Button } from '../../ui/button'
import { disablePush, enablePush, readPushState, type PushState } from './push-subscription'
import './push-optin.css'

/** /dashboard: 'Receba novos contatos no celular', with the state and a way to turn it off. */
export function PushOptinCard() {
  const { t } = useLingui()
  const [state, setState] = useState<PushState | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let alive = true
    readPushState()
      .then((s) => alive && setState(s))
      .catch(() => alive && setState('unsupported'))
    return () => {
      alive = false
    }
  }, [])

  const run = async (action: () => Promise<PushState>) => {
    setBusy(true)
    setError(null)
    try {
      setState(await action())
    } catch (err) {
      setError(isApiError(err) ? (err.errors[0]?.detail ?? errorMsg.generic) : errorMsg.generic)
    } finally {
      setBusy(false)
    }
  }

  if (state === null) return null
  const on = state === 'on'
  return (
    <section className="panel push-optin" aria-labelledby="push-optin-title" data-state={state}>
      <div>
        <h2 id="push-optin-title">
          <Trans>Receba novos contatos no celular</Trans>
        </h2>
        <p>
          {state === 'unsupported' ? (
            <Trans>
              Este navegador não permite notificações. No iPhone, instale o app na tela de início.
            </Trans>
          ) : state === 'denied' ? (
            <Trans>
              As notificações estão bloqueadas. Libere-as nas configurações do navegador para este site.
            </Trans>
          ) : (
            <Trans>Avisamos você assim que alguém se interessar por um anúncio seu.</Trans>
          )}
        </p>
        {(state === 'on' || state === 'off') && (
          <p className={`badge ${on ? 'push-on' : 'push-off'}`} role="status">
            {on ? t`Notificações: ativadas` : t`Notificações: desativadas`}
          </p>
        )}
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      {state === 'off' && (
        <Button onClick={() => void run(enablePush)} disabled={busy}>
          <Trans>Ativar notificações</Trans>
        </Button>
      )}
      {state === 'on' && (
        <Button variant="secondary" onClick={() => void run(disablePush)} disabled={busy}>
          <Trans>Desativar</Trans>
        </Button>
      )}
    </section>
  )
}
