import { Trans } from '@lingui/react/macro'
import type { PaginationMeta } from '../../domain/api'
import '../../lib/i18n/discovery-catalog'
import './pack-origin-note.css'

const dayMonth = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit' })

/** Results answered on the device from a town pack, without signal: said so, since they may be stale. */
export function PackOriginNote({ origin }: { origin: NonNullable<PaginationMeta['from_pack']> }) {
  const name = origin.name
  const date = origin.at ? dayMonth.format(new Date(origin.at)) : null
  return (
    <p className="pack-origin-note" role="status">
      {date ? (
        <Trans>
          Sem internet: resultados do pacote de {name} baixado em {date}
        </Trans>
      ) : (
        <Trans>Sem internet: resultados do pacote de {name}</Trans>
      )}
    </p>
  )
}
