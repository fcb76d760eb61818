import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { WebhookDelivery } from '../../../domain/lead-webhook'
import { errorMsg } from '../../../domain/messages'
import { formatDateTime } from '../../../lib/format/dates'
import { Button } from '../../../ui/button'
import { Skeleton } from '../../../ui/skeleton'
import { useResend, webhookDeliveriesQueryOptions } from '../api/webhook-queries'
import { statusLabels } from '../labels'

/** The delivery log: each event's state, attempts, last answer and next try, with "Reenviar". */
export function DeliveryLog({ onDone }: { onDone: (notice: string) => void }) {
  const { t } = useLingui()
  const [page, setPage] = useState(1)
  const log = useQuery({ ...webhookDeliveriesQueryOptions(page), placeholderData: keepPreviousData })
  const totalPages = log.data?.meta.total_pages ?? 1
  return (
    <section className="webhook-card" aria-labelledby="webhook-log-title">
      <h2 id="webhook-log-title">
        <Trans>Registro de envios</Trans>
      </h2>
      {log.isPending ? (
        <div aria-busy="true" aria-label={t`Carregando registro`}>
          <Skeleton width="100%" height="4rem" />
        </div>
      ) : log.isError ? (
        <div role="alert">
          <p>
            <Trans>Não foi possível carregar o registro.</Trans>
          </p>
          <Button variant="secondary" small onClick={() => void log.refetch()}>
            <Trans>Tentar novamente</Trans>
          </Button>
        </div>
      ) : log.data.data.length === 0 ? (
        <p className="muted" role="status">
          <Trans>Nenhum envio ainda. Use “Enviar teste” ou aguarde o próximo contato.</Trans>
        </p>
      ) : (
        <>
          <ul className="webhook-log">
            {log.data.data.map((d) => (
              <DeliveryRow key={d.id} delivery={d} onDone={onDone} />
            ))}
          </ul>
          {totalPages > 1 && (
            <nav className="webhook-actions" aria-label={t`Páginas do registro`}>
              <Button variant="ghost" small disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                <Trans>Mais recentes</Trans>
              </Button>
              <span className="muted">
                <Trans>
                  Página {page} de {totalPages}
                </Trans>
              </span>
              <Button
                variant="ghost"
                small
                disabled={page >= totalPages}
                onClick={() => setPage((p) => p + 1)}
              >
                <Trans>Mais antigos</Trans>
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  )
}

function DeliveryRow({ delivery, onDone }: { delivery: WebhookDelivery; onDone: (notice: string) => void }) {
  const { t, i18n } = useLingui()
  const resend = useResend()
  const a = delivery.attributes
  const title = a.event_type === 'webhook.test' ? t`Teste` : t`Contato nº ${a.lead_id ?? ''}`
  const answer = a.last_status_code !== null ? t`HTTP ${a.last_status_code}` : (a.last_error ?? '—')
  return (
    <li
      className="webhook-delivery"
      data-status={a.status}
      aria-label={`${title}: ${i18n._(statusLabels[a.status])}`}
    >
      <div className="webhook-delivery-head">
        <strong>{title}</strong>
        <span className={`webhook-status webhook-status-${a.status}`}>{i18n._(statusLabels[a.status])}</span>
      </div>
      <dl className="webhook-facts">
        <div>
          <dt>
            <Trans>Criado em</Trans>
          </dt>
          <dd>{formatDateTime(a.created_at)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Tentativas</Trans>
          </dt>
          <dd>{a.attempts}</dd>
        </div>
        <div>
          <dt>
            <Trans>Última resposta</Trans>
          </dt>
          <dd>{a.attempts === 0 ? t`Aguardando o primeiro envio` : answer}</dd>
        </div>
        {a.next_attempt_at && a.attempts > 0 && (
          <div>
            <dt>
              <Trans>Próxima tentativa</Trans>
            </dt>
            <dd>{formatDateTime(a.next_attempt_at)}</dd>
          </div>
        )}
      </dl>
      {a.attempt_log.length > 0 && (
        <details className="webhook-attempts">
          <summary>
            <Trans>Ver tentativas</Trans>
          </summary>
          <ol>
            {a.attempt_log.map((x) => (
              <li key={x.attempted_at}>
                {formatDateTime(x.attempted_at)} ·{' '}
                {x.status_code !== null ? `HTTP ${x.status_code}` : x.error} · {x.duration_ms} ms
                {x.response && <code className="webhook-excerpt">{x.response}</code>}
              </li>
            ))}
          </ol>
        </details>
      )}
      {/* Once sent at least once: a waiting retry may be sent now rather than after its wait. */}
      {a.attempts > 0 && (
        <Button
          variant="secondary"
          small
          disabled={resend.isPending}
          aria-label={t`Reenviar ${title}`}
          onClick={() =>
            resend.mutate(delivery.id, {
              onSuccess: () => onDone(t`Reenvio agendado: ${title}.`),
              onError: () => onDone(errorMsg.generic),
            })
          }
        >
          <Trans>Reenviar</Trans>
        </Button>
      )}
    </li>
  )
}
