import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { FEED_LIMITS, FEED_SCHEDULE_HOURS, type FeedRun } from '../../../domain/feeds'
import { formatDateTime } from '../../../lib/format/dates'
import { Button } from '../../../ui/button'
import { EmptyState } from '../../../ui/empty-state'
import { PageTitle } from '../../../ui/page-title'
import { Skeleton } from '../../../ui/skeleton'
import {
  feedKey,
  feedRunQueryOptions,
  feedSettingsQueryOptions,
  importFile,
  importFromUrl,
  rotateExport,
  saveFeedUrl,
} from '../api/feed-queries'
import { skipLabels } from '../labels'
import '../../../lib/i18n/listing-catalog'
import '../feeds.css'

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err))

/** /dashboard/importar: the agency's VRSync feed — import by file or address, the run's progress and report, export. */
export function ImportPage() {
  const { t } = useLingui()
  const client = useQueryClient()
  const settings = useQuery(feedSettingsQueryOptions())
  const [runId, setRunId] = useState<string | null>(null)
  const started = (run: FeedRun) => {
    setRunId(run.id)
    void client.invalidateQueries({ queryKey: feedKey() })
  }
  const upload = useMutation({ mutationFn: importFile, onSuccess: started })
  const fromUrl = useMutation({ mutationFn: importFromUrl, onSuccess: started })
  const shownRun = runId ?? settings.data?.last_run?.id ?? null

  const onFile = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const file = new FormData(event.currentTarget).get('feed')
    if (file instanceof File && file.size > 0) upload.mutate(file)
  }

  return (
    <section className="feeds-page" aria-labelledby="feeds-title">
      <PageTitle title={t`Importar carteira`} />
      <h1 className="page-title" id="feeds-title">
        <Trans>Importar carteira (VRSync)</Trans>
      </h1>
      <p className="muted">
        <Trans>
          Traga seus imóveis do ZAP, VivaReal ou do seu sistema pelo arquivo XML no formato VRSync. Cada
          anúncio é reconhecido pelo seu código (ListingID): importar o mesmo arquivo de novo não muda nada.
        </Trans>
      </p>
      {settings.isError && (
        <p role="alert">
          <Trans>Falha ao carregar a página, tente novamente mais tarde.</Trans>
        </p>
      )}

      <form className="feeds-card" onSubmit={onFile} aria-labelledby="feeds-file-title">
        <h2 id="feeds-file-title">
          <Trans>Enviar arquivo</Trans>
        </h2>
        <label className="field-label" htmlFor="feeds-file">
          <Trans>Arquivo XML (até {FEED_LIMITS.maxBytes / 1024 / 1024} MB)</Trans>
        </label>
        <input id="feeds-file" name="feed" type="file" accept=".xml,application/xml,text/xml" required />
        <Button type="submit" variant="primary" disabled={upload.isPending}>
          {upload.isPending ? <Trans>Enviando…</Trans> : <Trans>Importar arquivo</Trans>}
        </Button>
        {upload.isError && <p role="alert">{errorText(upload.error)}</p>}
      </form>

      {settings.data ? (
        <UrlForm
          importUrl={settings.data.import_url}
          nextAt={settings.data.next_import_at}
          onImport={() => fromUrl.mutate()}
          importing={fromUrl.isPending}
          error={fromUrl.isError ? errorText(fromUrl.error) : null}
        />
      ) : (
        !settings.isError && <Skeleton height="7rem" />
      )}

      <section className="feeds-card" aria-labelledby="feeds-report-title" aria-live="polite">
        <h2 id="feeds-report-title">
          <Trans>Última importação</Trans>
        </h2>
        {shownRun ? (
          <RunReport id={shownRun} />
        ) : settings.isPending ? (
          <Skeleton height="4rem" />
        ) : (
          <EmptyState title={<Trans>Nenhuma importação ainda</Trans>}>
            <p>
              <Trans>Envie o arquivo do seu feed para ver aqui o relatório.</Trans>
            </p>
          </EmptyState>
        )}
      </section>

      {settings.data && <ExportCard url={settings.data.export_url} />}
    </section>
  )
}

function UrlForm(props: {
  importUrl: string | null
  nextAt: string | null
  onImport: () => void
  importing: boolean
  error: string | null
}) {
  const client = useQueryClient()
  const save = useMutation({
    mutationFn: saveFeedUrl,
    onSuccess: () => client.invalidateQueries({ queryKey: feedKey() }),
  })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = String(new FormData(event.currentTarget).get('url') ?? '').trim()
    save.mutate(value || null)
  }
  return (
    <form className="feeds-card" onSubmit={onSubmit} aria-labelledby="feeds-url-title">
      <h2 id="feeds-url-title">
        <Trans>Importar por endereço</Trans>
      </h2>
      <p className="muted">
        <Trans>Com o endereço do feed, importamos de novo a cada {FEED_SCHEDULE_HOURS} horas.</Trans>
      </p>
      <label className="field-label" htmlFor="feeds-url">
        <Trans>Endereço do feed (http ou https)</Trans>
      </label>
      <input
        id="feeds-url"
        name="url"
        type="url"
        inputMode="url"
        defaultValue={props.importUrl ?? ''}
        placeholder="https://"
      />
      {props.nextAt && (
        <p className="muted">
          <Trans>Próxima importação: {formatDateTime(props.nextAt)}</Trans>
        </p>
      )}
      <div className="feeds-actions">
        <Button type="submit" disabled={save.isPending}>
          <Trans>Salvar endereço</Trans>
        </Button>
        {props.importUrl && (
          <Button type="button" variant="primary" onClick={props.onImport} disabled={props.importing}>
            <Trans>Importar agora</Trans>
          </Button>
        )}
      </div>
      {save.isError && <p role="alert">{errorText(save.error)}</p>}
      {props.error && <p role="alert">{props.error}</p>}
    </form>
  )
}

function RunReport({ id }: { id: string }) {
  const { t, i18n } = useLingui()
  const { data, isError } = useQuery(feedRunQueryOptions(id))
  if (isError)
    return (
      <p role="alert">
        <Trans>Não foi possível carregar o relatório.</Trans>
      </p>
    )
  if (!data) return <Skeleton height="4rem" />
  const a = data.attributes
  return (
    <div className="feeds-report" data-status={a.status}>
      {a.status === 'running' ? (
        <>
          <p>
            <Trans>
              Importando… {a.processed} de {a.total || '?'} anúncios
            </Trans>
          </p>
          <progress max={a.total || 1} value={a.processed} aria-label={t`Andamento da importação`} />
        </>
      ) : (
        <p>
          {a.status === 'done' ? <Trans>Importação concluída</Trans> : <Trans>Importação interrompida</Trans>}
          {a.finished_at && ` · ${formatDateTime(a.finished_at)}`}
        </p>
      )}
      {a.error && <p role="alert">{a.error}</p>}
      <dl className="feeds-counts">
        <div>
          <dt>
            <Trans>Importados</Trans>
          </dt>
          <dd>{a.imported}</dd>
        </div>
        <div>
          <dt>
            <Trans>Atualizados</Trans>
          </dt>
          <dd>{a.updated}</dd>
        </div>
        <div>
          <dt>
            <Trans>Sem mudança</Trans>
          </dt>
          <dd>{a.unchanged}</dd>
        </div>
        <div>
          <dt>
            <Trans>Pausados</Trans>
          </dt>
          <dd>{a.paused}</dd>
        </div>
        <div>
          <dt>
            <Trans>Arquivados</Trans>
          </dt>
          <dd>{a.archived}</dd>
        </div>
        <div>
          <dt>
            <Trans>Ignorados</Trans>
          </dt>
          <dd>{a.skipped.length}</dd>
        </div>
      </dl>
      {a.skipped.length > 0 && (
        <ul className="feeds-skipped">
          {a.skipped.map((s, i) => (
            <li key={`${s.external_id ?? '-'}-${i}`}>
              <strong>{s.external_id ?? '—'}</strong> {s.title && <span>{s.title}</span>}
              <span className="feeds-reason">
                {i18n._(skipLabels[s.reason])}
                {s.detail && `: ${s.detail}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function ExportCard({ url }: { url: string }) {
  const { t } = useLingui()
  const client = useQueryClient()
  // A new address ends the old one at once: every portal reading it stops seeing the listings until it is told
  // the new one, so the change is asked for twice, as a new webhook secret is.
  const [confirming, setConfirming] = useState(false)
  const rotate = useMutation({
    mutationFn: rotateExport,
    onSuccess: () => {
      setConfirming(false)
      return client.invalidateQueries({ queryKey: feedKey() })
    },
  })
  return (
    <section className="feeds-card" aria-labelledby="feeds-export-title">
      <h2 id="feeds-export-title">
        <Trans>Exportar para outros portais</Trans>
      </h2>
      <p className="muted">
        <Trans>Seus imóveis publicados, no formato VRSync, neste endereço secreto:</Trans>
      </p>
      <input
        className="feeds-export-url"
        readOnly
        value={url}
        aria-label="URL"
        onFocus={(e) => e.currentTarget.select()}
      />
      {!confirming ? (
        <Button
          type="button"
          onClick={() => {
            rotate.reset()
            setConfirming(true)
          }}
        >
          <Trans>Gerar novo endereço</Trans>
        </Button>
      ) : (
        <div className="feeds-actions" role="group" aria-label={t`Confirmar novo endereço`}>
          <p className="feeds-confirm-text">
            <Trans>
              O endereço atual deixa de funcionar na hora: os portais que o leem param de receber seus imóveis
              até você informar o novo.
            </Trans>
          </p>
          <Button type="button" onClick={() => rotate.mutate()} disabled={rotate.isPending}>
            <Trans>Gerar agora</Trans>
          </Button>
          <Button type="button" variant="ghost" onClick={() => setConfirming(false)}>
            <Trans>Cancelar</Trans>
          </Button>
        </div>
      )}
      {rotate.isError && <p role="alert">{errorText(rotate.error)}</p>}
      <p role="status">
        {rotate.isSuccess && <Trans>Novo endereço gerado. Atualize-o nos outros portais.</Trans>}
      </p>
    </section>
  )
}
