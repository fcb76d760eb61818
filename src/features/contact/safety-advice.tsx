import { Trans } from '@lingui/react/macro'
import './safety-advice.css'
import '../../lib/i18n/visitor-catalog'

export type AdvisedKind = 'property' | 'vehicle'

/**
 * Plain advice against the fake-listing scam (a PIX deposit for a rental or a car that does not exist), shown above
 * the contact form of a rental or of a listing priced below its region's band: before any message is sent, never
 * as a dialog in the way.
 */
export function SafetyAdvice({ kind, belowBand }: { kind: AdvisedKind; belowBand: boolean }) {
  return (
    <div className="safety-advice" role="note" aria-labelledby="safety-advice-title">
      <p id="safety-advice-title" className="safety-advice-title">
        <Trans>Cuidado com o golpe do falso anúncio</Trans>
      </p>
      <ul>
        <li>
          {kind === 'property' ? (
            <Trans>Nunca pague sinal, depósito ou reserva por PIX antes de visitar o imóvel.</Trans>
          ) : (
            <Trans>Nunca pague sinal ou reserva por PIX antes de ver o veículo pessoalmente.</Trans>
          )}
        </li>
        <li>
          <Trans>Confira se o nome de quem recebe o pagamento é o mesmo do anunciante.</Trans>
        </li>
        {belowBand && (
          <li>
            <Trans>
              Este preço está abaixo da faixa da região: desconfie de pressa e de pedidos de adiantamento.
            </Trans>
          </li>
        )}
      </ul>
    </div>
  )
}

/** The same advice in one line, for the phone's contact bar (WhatsApp and Ligar may open without the form). */
export function SafetyLine({ kind }: { kind: AdvisedKind }) {
  return kind === 'property' ? (
    <Trans>Nunca pague sinal por PIX antes de visitar o imóvel.</Trans>
  ) : (
    <Trans>Nunca pague sinal por PIX antes de ver o veículo.</Trans>
  )
}
