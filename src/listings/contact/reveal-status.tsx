import { Trans } from '@lingui/react/macro'
import { useRevealState } from './revealed-phones'
import './reveal-status.css'
import '../../lib/i18n/discovery-catalog'

/** What happens after "Ligar" or "WhatsApp" while the advertiser's number is not on the device yet. */
export function RevealStatus({ advertiserId }: { advertiserId: string }) {
  const state = useRevealState(advertiserId)
  return (
    <p className="reveal-status muted" role="status">
      {state === 'pending' && <Trans>Buscando o telefone do anunciante…</Trans>}
      {state === 'queued' && <Trans>Sem conexão: o telefone aparece aqui quando o sinal voltar.</Trans>}
      {state === 'failed' && <Trans>Não foi possível mostrar o telefone, tente novamente mais tarde.</Trans>}
      {state === 'limited' && (
        <Trans>
          Muitos telefones consultados. Tente novamente mais tarde ou envie uma mensagem ao anunciante.
        </Trans>
      )}
    </p>
  )
}
