import { Trans, useLingui } from '@lingui/react/macro'
import { usePushState } from '../../lib/push/use-push-state'
import { enableFollowingFavorites, syncFollows } from '../../listings/favorites/follows'
import { Button } from '../../ui/button'
import '../../lib/i18n/visitor-catalog'

/**
 * On /favoritos: "Avise-me quando um favorito baixar de preço", push for the favourites this device follows, with
 * or without an account. With push already on, the list is sent again on each visit (a change made offline).
 */
export function FollowCard() {
  const { t } = useLingui()
  const { state, busy, error, run } = usePushState((s) => {
    if (s === 'on') void syncFollows().catch(() => false)
  })
  const enable = () => run(enableFollowingFavorites)

  if (state === null || state === 'unsupported') return null
  return (
    <section className="panel follow-card" aria-labelledby="follow-card-title" data-state={state}>
      <h2 id="follow-card-title">
        <Trans>Avise-me quando um favorito baixar de preço</Trans>
      </h2>
      {state === 'on' ? (
        <p role="status">{t`Notificações ativadas neste aparelho: avisamos quando um favorito baixar de preço ou for vendido.`}</p>
      ) : state === 'denied' ? (
        <p>
          <Trans>
            As notificações estão bloqueadas. Libere-as nas configurações do navegador para este site.
          </Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>Receba uma notificação neste aparelho, mesmo sem ter conta.</Trans>
          </p>
          <Button onClick={() => void enable()} disabled={busy}>
            <Trans>Ativar notificações</Trans>
          </Button>
        </>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}
