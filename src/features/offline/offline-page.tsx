import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { Button, buttonClass } from '../../ui/button'
import { PageTitle } from '../../ui/page-title'
import '../../ui/status-page.css'
import './offline-page.css'

/**
 * Instead of a browser error or an endless spinner: the page needed data that never reached this phone, and
 * there is no signal. `onRetry` runs the route's loader again (also by itself when the signal returns).
 */
export function OfflinePage({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui()
  // The signal came back: try at once, the visitor may not be looking.
  useEffect(() => {
    addEventListener('online', onRetry)
    return () => removeEventListener('online', onRetry)
  }, [onRetry])
  return (
    <section className="error-page container offline-page" aria-labelledby="offline-title">
      <PageTitle title={t`Sem conexão`} />
      <h1 id="offline-title">
        <Trans>Você está offline e esta página ainda não foi salva no aparelho.</Trans>
      </h1>
      <p>
        <Trans>
          Quando o sinal voltar, tente novamente. Os anúncios que você já abriu ou salvou nos favoritos
          continuam disponíveis sem internet.
        </Trans>
      </p>
      <div className="offline-page-actions">
        <Button onClick={onRetry}>
          <Trans>Tentar novamente</Trans>
        </Button>
        <Link to="/favoritos" className={buttonClass({ variant: 'secondary' })}>
          <Trans>Ver favoritos</Trans>
        </Link>
        <Link to="/sem-internet" className={buttonClass({ variant: 'secondary' })}>
          <Trans>Anúncios baixados</Trans>
        </Link>
      </div>
    </section>
  )
}
