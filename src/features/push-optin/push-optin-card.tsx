import '../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../ui/button'
import { disablePush } from '../../lib/push/push-subscription'
import { usePushState } from '../../lib/push/use-push-state'
import { enableFollowingFavorites } from '../../listings/favorites/follows'
import './push-optin.css'

/** /dashboard: 'Receba novos contatos no celular', with the state and a way to turn it off. */
export function PushOptinCard() {
  const { t } = useLingui()
  const { state, busy, error, run } = usePushState()

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
        <Button onClick={() => void run(enableFollowingFavorites)} disabled={busy}>
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
