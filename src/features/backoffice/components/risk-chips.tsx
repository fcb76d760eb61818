import { useLingui } from '@lingui/react/macro'
import type { Risk } from '../../../domain/backoffice-moderation'
import '../../../lib/i18n/backoffice-catalog'

/**
 * Why a listing sits where it does in the review queue: one chip per reason (the server's codes), the score first.
 * A finding's code the web app does not know yet shows as "Alerta de risco".
 */
export function RiskChips({ risk }: { risk: Risk }) {
  const { t } = useLingui()
  const label = (code: string, count: number): string => {
    switch (code) {
      case 'new_account':
        return t`Conta nova (menos de 7 dias)`
      case 'unverified':
        return t`Anunciante não verificado`
      case 'below_band':
        return t`Preço abaixo da faixa`
      case 'cloned_photo':
        return t`Fotos de outro anúncio`
      case 'reports':
        return count === 1 ? t`1 denúncia` : t`${count} denúncias`
      case 'reveals':
        return t`${count} contatos por telefone em 24 h`
      case 'past_holds':
        return count === 1 ? t`1 retenção mantida antes` : t`${count} retenções mantidas antes`
      case 'released_before':
        return count === 1 ? t`1 retenção liberada antes` : t`${count} retenções liberadas antes`
      default:
        return t`Alerta de risco`
    }
  }
  const tone = risk.score >= 5 ? 'danger' : risk.score >= 2 ? 'warn' : 'muted'
  return (
    <span className="bo-risk">
      <span className={`bo-badge bo-badge-${tone}`} title={t`Pontuação de risco`}>
        {t`Risco ${risk.score}`}
      </span>
      {risk.reasons.map((r) => (
        <span
          key={r.code}
          className={`bo-badge ${r.code === 'released_before' ? 'bo-badge-ok' : 'bo-badge-muted'}`}
        >
          {label(r.code, r.count)}
        </span>
      ))}
    </span>
  )
}
