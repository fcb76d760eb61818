import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { isApiError } from '../../../lib/http/api-error'
import { Button } from '../../../ui/button'
import { EmptyState } from '../../../ui/empty-state'
import { PageTitle } from '../../../ui/page-title'
import { Skeleton } from '../../../ui/skeleton'
import { webhookSettingsQueryOptions } from '../api/webhook-queries'
import { DeliveryLog } from './delivery-log'
import { SecretCard } from './secret-card'
import { UrlForm } from './url-form'
import '../../../lib/i18n/listing-catalog'
import '../lead-webhooks.css'

/** /dashboard/webhook (agencies): the address each new lead is POSTed to, its secret, a test and the delivery log. */
export function WebhookPage() {
  const { t } = useLingui()
  const settings = useQuery(webhookSettingsQueryOptions())
  // One live region for what the buttons did (copied, sent, resent), read once by screen readers.
  const [notice, setNotice] = useState('')
  const forbidden = isApiError(settings.error) && settings.error.status === 403
  return (
    <section className="webhook-page" aria-labelledby="webhook-title">
      <PageTitle title={t`Webhook de contatos`} />
      <h1 className="page-title" id="webhook-title">
        <Trans>Webhook de contatos</Trans>
      </h1>
      <p className="muted">
        <Trans>
          Receba cada novo contato no sistema da sua imobiliária: enviamos os dados por POST, em JSON,
          assinados com o seu segredo. Se o seu sistema falhar, tentamos de novo por 24 horas.
        </Trans>
      </p>
      <p className="webhook-notice" role="status" aria-live="polite">
        {notice}
      </p>
      {settings.isPending ? (
        <div aria-busy="true" aria-label={t`Carregando webhook`}>
          <Skeleton width="100%" height="8rem" />
        </div>
      ) : forbidden ? (
        <EmptyState title={t`O webhook de contatos é exclusivo para imobiliárias.`}>
          <p className="muted">
            <Trans>Mude o perfil da conta para imobiliária para usar este recurso.</Trans>
          </p>
        </EmptyState>
      ) : settings.isError ? (
        <div className="panel" role="alert">
          <p>
            <Trans>Falha ao carregar a página, tente novamente mais tarde.</Trans>
          </p>
          <Button variant="secondary" small onClick={() => void settings.refetch()}>
            <Trans>Tentar novamente</Trans>
          </Button>
        </div>
      ) : (
        <>
          <UrlForm url={settings.data.attributes.url} onDone={setNotice} />
          {settings.data.attributes.secret && (
            <>
              <SecretCard secret={settings.data.attributes.secret} onDone={setNotice} />
              <DeliveryLog onDone={setNotice} />
            </>
          )}
        </>
      )}
    </section>
  )
}
