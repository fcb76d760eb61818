import { Trans } from '@lingui/react/macro'
import { Button } from '../../ui/button'
import '../../lib/i18n/discovery-catalog'

/** A list that could not load (offline, server down) with a retry. */
export function ListError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="panel" role="alert">
      <p>
        <strong>
          <Trans>Não foi possível carregar os resultados.</Trans>
        </strong>
      </p>
      <p>
        <Trans>Verifique sua conexão e tente novamente.</Trans>
      </p>
      <Button variant="secondary" onClick={onRetry}>
        <Trans>Tentar novamente</Trans>
      </Button>
    </div>
  )
}
