import '../../lib/i18n/visitor-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import type { TownPack } from '../../domain/town-pack'
import { formatBytes } from '../../lib/format/bytes'
import { formatNumber } from '../../lib/format/format'
import { Button } from '../../ui/button'
import { useTownPack } from './use-town-pack'

/** One town: its size first, then the download with its progress, pause and resume, and removal. */
export function TownPackRow({ pack, onChange }: { pack: TownPack; onChange: () => void }) {
  const { t } = useLingui()
  const { phase, progress, start, pause, remove } = useTownPack(pack, onChange)
  const name = pack.name
  const size = formatBytes(pack.bytes)
  const listings = formatNumber(pack.listings)
  const percent = progress ? Math.round((progress.partsDone / Math.max(1, progress.parts)) * 100) : 0
  const held = progress && progress.bytesDone > 0 ? formatBytes(progress.bytesDone) : null
  return (
    <li className="town-pack" aria-labelledby={`pack-${pack.town}`}>
      <div className="town-pack-head">
        <h2 id={`pack-${pack.town}`}>{name}</h2>
        <p className="town-pack-size">
          <strong>≈ {size}</strong> · <Trans>{listings} anúncios</Trans>
        </p>
      </div>
      {phase !== 'idle' && phase !== 'loading' && (
        <div className="town-pack-progress">
          <div
            role="progressbar"
            aria-label={t`Download de ${name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="town-pack-bar"
          >
            <span style={{ width: `${percent}%` }} />
          </div>
          <p aria-live="polite">
            {phase === 'downloading' && <Trans>Baixando… {percent}%</Trans>}
            {phase === 'paused' && <Trans>Pausado em {percent}%: continua de onde parou.</Trans>}
            {phase === 'failed' && (
              <Trans>A conexão caiu em {percent}%. Continua quando o sinal voltar.</Trans>
            )}
            {phase === 'done' && <Trans>Pronto para ver sem internet.</Trans>}
            {held && (
              <>
                {' '}
                <Trans>{held} neste aparelho.</Trans>
              </>
            )}
          </p>
        </div>
      )}
      <div className="town-pack-actions">
        {(phase === 'idle' || phase === 'loading') && (
          <Button onClick={() => void start()} disabled={phase === 'loading'}>
            <Trans>Baixar {name} para ver sem internet</Trans>
          </Button>
        )}
        {phase === 'downloading' && (
          <Button variant="secondary" onClick={pause}>
            <Trans>Pausar</Trans>
          </Button>
        )}
        {(phase === 'paused' || phase === 'failed') && (
          <Button onClick={() => void start()}>
            <Trans>Continuar download</Trans>
          </Button>
        )}
        {phase !== 'idle' && phase !== 'loading' && phase !== 'downloading' && (
          <Button variant="ghost" onClick={() => void remove()}>
            <Trans>Remover pacote</Trans>
          </Button>
        )}
      </div>
    </li>
  )
}
