import { Trans, useLingui } from '@lingui/react/macro'
import type { AuditEntry } from '../../../domain/backoffice-audit'
import { formatDateTime } from '../../../lib/format/dates'
import { Button } from '../../../ui/button'
import { describeAuditEntry } from '../audit/describe-entry'
import { auditActionLabels } from '../labels'
import '../../../lib/i18n/backoffice-catalog'

/** One audit entry opened beside the log: the sentence, the changed fields before → after, the raw data folded. */
export function AuditEntryDetail({ entry, onClose }: { entry: AuditEntry; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const a = entry.attributes
  const { sentence, changes } = describeAuditEntry(i18n, a)
  const label = auditActionLabels[a.action]
  return (
    <section className="bo-panel" aria-labelledby="audit-entry-title">
      <div className="bo-actions">
        <h2 id="audit-entry-title" className="bo-grow">
          {label ? i18n._(label) : a.action}
        </h2>
        <Button variant="ghost" small onClick={onClose}>
          <Trans>Fechar</Trans>
        </Button>
      </div>
      <p className="bo-audit-sentence">{sentence}</p>
      <p className="muted">
        {formatDateTime(a.created_at)} · {a.admin_email}
      </p>
      {changes.length > 0 ? (
        <table className="bo-changes">
          <caption className="visually-hidden">{t`Campos alterados`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Campo`}</th>
              <th scope="col">{t`Antes`}</th>
              <th scope="col">{t`Depois`}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c) => (
              <tr key={c.field}>
                <th scope="row">{c.label}</th>
                <td>{c.before === '—' ? c.before : <del>{c.before}</del>}</td>
                <td>
                  <ins>{c.after}</ins>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted">
          <Trans>Nenhum campo alterado.</Trans>
        </p>
      )}
      <details>
        <summary>
          <Trans>Ver dados técnicos</Trans>
        </summary>
        <pre className="bo-json">
          {JSON.stringify(
            {
              action: a.action,
              target: `${a.target_type}#${a.target_id ?? ''}`,
              before: a.before,
              after: a.after,
            },
            null,
            2,
          )}
        </pre>
      </details>
    </section>
  )
}
