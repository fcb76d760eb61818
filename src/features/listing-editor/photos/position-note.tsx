import '../../../lib/i18n/listing-catalog'
import { Trans } from '@lingui/react/macro'
import type { PositionOutcome } from './capture-position'

/** What became of the last camera photo's position: kept, or why the photo went without it. */
export function PositionNote({ outcome }: { outcome: PositionOutcome | null }) {
  return (
    <p className="field-hint" role="status" aria-live="polite" data-testid="position-note">
      {outcome && <Text outcome={outcome} />}
    </p>
  )
}

function Text({ outcome }: { outcome: PositionOutcome }) {
  if (outcome.capture) return <Trans>Localização registrada com a foto.</Trans>
  switch (outcome.reason) {
    case 'denied':
      return <Trans>Foto adicionada sem a localização: o acesso à localização não foi permitido.</Trans>
    case 'imprecise':
      return <Trans>Foto adicionada sem a localização: o sinal do GPS estava impreciso.</Trans>
    case 'timeout':
      return <Trans>Foto adicionada sem a localização: o aparelho demorou a informar onde está.</Trans>
    case 'stale':
      return <Trans>Foto adicionada sem a localização: ela não foi tirada agora.</Trans>
    case 'unsupported':
    case 'unavailable':
      return <Trans>Foto adicionada sem a localização: o aparelho não informou onde está.</Trans>
  }
}
