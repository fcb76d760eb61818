import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { AdminReport, ReportResolveInput } from '../../../domain/backoffice-moderation'
import { formatDate } from '../../../lib/format/dates'
import { Button } from '../../../ui/button'
import { Field } from '../../../ui/field'
import { listingStatusLabels, reportReasonLabels } from '../labels'
import { StatusBadge } from './status-badge'
import '../../../lib/i18n/backoffice-catalog'

/** A report with its listing beside it; resolve (optionally pausing or archiving the listing) or dismiss. */
export function ReportPanel({
  report,
  onResolve,
  onClose,
}: {
  report: AdminReport
  onResolve: (input: ReportResolveInput) => Promise<void>
  onClose: () => void
}) {
  const { t, i18n } = useLingui()
  const a = report.attributes
  const l = a.listing
  const [note, setNote] = useState('')
  const [action, setAction] = useState<'' | 'pause' | 'archive'>('')
  const [busy, setBusy] = useState(false)
  const run = (input: ReportResolveInput) => {
    setBusy(true)
    void onResolve(input).finally(() => setBusy(false))
  }
  return (
    <section className="bo-panel" aria-labelledby="report-panel-title">
      <div className="bo-actions">
        <h2 id="report-panel-title" className="bo-grow">
          {i18n._(reportReasonLabels[a.reason]!)}
        </h2>
        <Button variant="ghost" small onClick={onClose}>
          <Trans>Fechar</Trans>
        </Button>
      </div>
      <p className="muted">
        <Trans>Recebida em {formatDate(a.created_at)}</Trans>
        {a.listing_reports > 1 && <> · {t`${a.listing_reports} denúncias sobre este anúncio`}</>}
      </p>
      <blockquote className="bo-card">
        {a.details || <span className="muted">{t`Sem detalhes.`}</span>}
      </blockquote>

      <article className="bo-card" aria-label={t`Anúncio denunciado`}>
        <h3>
          <a href={l.url} target="_blank" rel="noreferrer">
            {l.title}
          </a>
        </h3>
        <dl className="bo-breakdown">
          <dt>
            <Trans>Código</Trans>
          </dt>
          <dd>#{l.id}</dd>
          <dt>
            <Trans>Situação</Trans>
          </dt>
          <dd>
            <StatusBadge value={l.status} labels={listingStatusLabels} />
            {l.archived && <> · {t`arquivado`}</>}
          </dd>
          <dt>
            <Trans>Cidade</Trans>
          </dt>
          <dd>{l.city}</dd>
          <dt>
            <Trans>Anunciante</Trans>
          </dt>
          <dd>
            {l.user_name} ({l.user_email})
          </dd>
        </dl>
      </article>

      {a.state === 'closed' ? (
        <p>
          {a.resolution === 'dismissed' ? <Trans>Descartada</Trans> : <Trans>Procedente</Trans>}
          {a.resolved_at && <> · {formatDate(a.resolved_at)}</>}
          {a.resolution_note && <> · {a.resolution_note}</>}
        </p>
      ) : (
        <div className="bo-form">
          <Field
            label={t`Observação (fica no registro; é o motivo de uma pausa ou arquivamento)`}
            htmlFor="report-note"
          >
            <textarea
              id="report-note"
              className="input"
              rows={2}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </Field>
          <Field label={t`Ação no anúncio`} htmlFor="report-action">
            <select
              id="report-action"
              className="input"
              value={action}
              onChange={(e) => setAction(e.target.value as typeof action)}
            >
              <option value="">{t`Nenhuma`}</option>
              <option value="pause">{t`Pausar o anúncio`}</option>
              <option value="archive">{t`Arquivar o anúncio`}</option>
            </select>
          </Field>
          <div className="bo-actions">
            <Button
              disabled={busy}
              onClick={() =>
                run({ resolution: 'resolved', note: note || undefined, listing_action: action || undefined })
              }
            >
              <Trans>Resolver denúncia</Trans>
            </Button>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => run({ resolution: 'dismissed', note: note || undefined })}
            >
              <Trans>Descartar denúncia</Trans>
            </Button>
          </div>
        </div>
      )}
    </section>
  )
}
