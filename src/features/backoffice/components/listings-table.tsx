import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type {
  AdminListingSummary,
  ListingKindName,
  ModerationAction,
} from '../../../domain/backoffice-moderation'
import { propertyStatuses, vehicleStatuses } from '../../../domain/enums'
import { formatDate } from '../../../lib/format/dates'
import { isApiError } from '../../../lib/http/api-error'
import { Button } from '../../../ui/button'
import { Field } from '../../../ui/field'
import { toast } from '../../../ui/toast-store'
import { boKeys } from '../api/keys'
import { pageQueryOptions } from '../api/list-query'
import { moderateListing } from '../api/moderation'
import { listingStatusLabels } from '../labels'
import { DataTable, type Column } from '../table/data-table'
import { listingsSearch } from '../table/table-search'
import { useListState } from '../table/use-list-state'
import { ClonedPhotos } from './cloned-photos'
import { RiskChips } from './risk-chips'
import { StatusBadge } from './status-badge'
import { ReviewActions } from './vehicle-review'
import '../../../lib/i18n/backoffice-catalog'

type Row = { id: string; attributes: Omit<AdminListingSummary, 'id'> }

/**
 * Any listing of a kind, whatever its status: search it, then pause or archive it with a reason; a held one is
 * released or kept (with an answer to the advertiser).
 */
export function ListingsTable({ kind, label }: { kind: ListingKindName; label: string }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const list = useListState(listingsSearch)
  // One queue at a time in the URL; the endpoint takes each as a flag of its own.
  const { queue, ...params } = list.params
  const { data, isError, isFetching } = useQuery(
    pageQueryOptions<Row>('listings', '/v1/admin/listings', {
      ...params,
      kind,
      ...(typeof queue === 'string' ? { [queue]: 1 } : {}),
    }),
  )
  const [selected, setSelected] = useState<Row | null>(null)
  const [action, setAction] = useState<'pause' | 'archive'>('pause')
  const doneLabel: Record<ModerationAction, string> = {
    pause: t`Anúncio pausado`,
    archive: t`Anúncio arquivado`,
    release: t`Anúncio liberado`,
    keep: t`Anúncio mantido pausado`,
  }
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const statuses = kind === 'property' ? propertyStatuses : vehicleStatuses

  const submit = async (action: ModerationAction) => {
    if (!selected) return
    setBusy(true)
    try {
      const after = await moderateListing(
        kind,
        selected.id,
        action === 'release' ? { action } : { action, reason },
      )
      const { id, ...attributes } = after
      setSelected({ id, attributes })
      setReason('')
      await queryClient.invalidateQueries({ queryKey: boKeys.lists('listings') })
      await queryClient.invalidateQueries({ queryKey: boKeys.lists('cloned-photos') })
      toast.add({ severity: 'success', summary: doneLabel[action] })
    } catch (err) {
      toast.add({
        severity: 'error',
        summary: t`Falha ao salvar dados, verifique os campos e tente novamente.`,
        detail: isApiError(err) ? err.errors[0]?.detail : undefined,
      })
    } finally {
      setBusy(false)
    }
  }

  const columns: Column<Row>[] = [
    { id: 'id', header: t`Código`, cell: (r) => `#${r.id}` },
    { id: 'title', header: t`Título`, sortable: true, cell: (r) => <strong>{r.attributes.title}</strong> },
    // The review queue comes riskiest first (server side); its reasons show beside each title (in
    // view on a phone too).
    ...(data?.data.some((r) => r.attributes.risk)
      ? [
          {
            id: 'risk',
            header: t`Risco`,
            cell: (r: Row) => (r.attributes.risk ? <RiskChips risk={r.attributes.risk} /> : null),
          },
        ]
      : []),
    { id: 'city', header: t`Cidade`, wide: true, cell: (r) => r.attributes.city },
    { id: 'user', header: t`Anunciante`, wide: true, cell: (r) => r.attributes.user_email },
    {
      id: 'status',
      header: t`Situação`,
      sortable: true,
      cell: (r) => (
        <>
          <StatusBadge value={r.attributes.status} labels={listingStatusLabels} />
          {r.attributes.archived && <> {t`arquivado`}</>}
          {r.attributes.hold && <> · {t`retido pela equipe`}</>}
          {r.attributes.hold?.review_requested_at && <> · {t`revisão pedida`}</>}
        </>
      ),
    },
    {
      id: 'created_at',
      header: t`Criado em`,
      sortable: true,
      wide: true,
      cell: (r) => formatDate(r.attributes.created_at),
    },
  ]

  const s = selected?.attributes
  return (
    <div className="bo-split">
      <DataTable
        label={label}
        columns={columns}
        rows={data?.data}
        rowKey={(r) => r.id}
        total={data?.meta.total}
        list={list}
        totalPages={data?.meta.total_pages}
        searchPlaceholder={t`Buscar por título, código ou e-mail`}
        filters={[
          {
            key: 'status',
            label: t`Situação`,
            all: t`Todas as situações`,
            options: statuses.map((v) => ({ value: v, label: i18n._(listingStatusLabels[v]!) })),
          },
          {
            key: 'archived',
            label: t`Arquivados`,
            all: t`Arquivados e não arquivados`,
            options: [
              { value: 0, label: t`Não arquivados` },
              { value: 1, label: t`Só arquivados` },
            ],
          },
          {
            key: 'queue',
            label: t`Fila`,
            all: t`Todos os anúncios`,
            options: [
              { value: 'review_requested', label: t`Revisão pedida` },
              { value: 'changed', label: t`Alterações recentes` },
              { value: 'hold', label: t`Retidos pela equipe` },
            ],
          },
        ]}
        onActivate={setSelected}
        selectedKey={selected?.id ?? null}
        loading={isFetching}
        error={isError}
      />
      {selected && s && (
        <section className="bo-panel" aria-labelledby="listing-panel-title">
          <div className="bo-actions">
            <h2 id="listing-panel-title" className="bo-grow">
              {s.title}
            </h2>
            <Button variant="ghost" small onClick={() => setSelected(null)}>
              <Trans>Fechar</Trans>
            </Button>
          </div>
          <p>
            <a href={s.url} target="_blank" rel="noreferrer">
              <Trans>Ver a página do anúncio</Trans>
            </a>{' '}
            · <StatusBadge value={s.status} labels={listingStatusLabels} />
            {s.archived && <> · {t`arquivado`}</>}
          </p>
          <p className="muted">
            {s.user_name} ({s.user_email}) · {s.city}
          </p>
          {s.risk && <RiskChips risk={s.risk} />}
          {kind === 'vehicle' && s.status === 'pending' && !s.archived && (
            <section className="bo-card" aria-label={t`Revisão do veículo`}>
              <h3>
                <Trans>Aguardando revisão</Trans>
              </h3>
              <ReviewActions id={selected.id} onDone={() => setSelected(null)} />
            </section>
          )}
          {s.content_changed_at && (
            <p className="muted">
              <Trans>Conteúdo alterado em {formatDate(s.content_changed_at)}</Trans>
            </p>
          )}
          <ClonedPhotos kind={kind} id={selected.id} />
          {s.hold ? (
            <section className="bo-card" aria-label={t`Retido pela equipe`} data-testid="listing-hold">
              <h3>
                {s.hold.kind === 'review' ? (
                  <Trans>Retido para análise em {formatDate(s.hold.at)}</Trans>
                ) : s.hold.kind === 'archived' ? (
                  <Trans>Arquivado pela equipe em {formatDate(s.hold.at)}</Trans>
                ) : (
                  <Trans>Pausado pela equipe em {formatDate(s.hold.at)}</Trans>
                )}
              </h3>
              <p>
                <Trans>Motivo:</Trans> {s.hold.reason}
              </p>
              {s.hold.review_requested_at ? (
                <p>
                  <strong>
                    <Trans>Revisão pedida em {formatDate(s.hold.review_requested_at)}</Trans>
                  </strong>
                  {s.review_request_note && <>: “{s.review_request_note}”</>}
                </p>
              ) : (
                <p className="muted">
                  <Trans>O anunciante ainda não pediu revisão.</Trans>
                </p>
              )}
              <div className="bo-form">
                <Field
                  label={t`Resposta ao anunciante`}
                  htmlFor="listing-keep-reason"
                  hint={t`Obrigatória para manter pausado; o anunciante lê no painel`}
                >
                  <input
                    id="listing-keep-reason"
                    className="input"
                    value={reason}
                    onChange={(e) => setReason(e.target.value)}
                  />
                </Field>
                <div className="bo-actions">
                  <Button disabled={busy} onClick={() => void submit('release')}>
                    <Trans>Liberar</Trans>
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={busy || reason.trim().length < 3}
                    onClick={() => void submit('keep')}
                  >
                    <Trans>Manter pausado</Trans>
                  </Button>
                </div>
              </div>
            </section>
          ) : (
            <div className="bo-form">
              <Field label={t`O que fazer`} htmlFor="listing-action">
                <select
                  id="listing-action"
                  className="input"
                  value={action}
                  onChange={(e) => setAction(e.target.value as 'pause' | 'archive')}
                >
                  <option value="pause">{t`Pausar (sai do site, continua com o anunciante)`}</option>
                  <option value="archive">{t`Arquivar`}</option>
                </select>
              </Field>
              <Field label={t`Motivo`} htmlFor="listing-reason" hint={t`O anunciante lê o motivo no painel`}>
                <input
                  id="listing-reason"
                  className="input"
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                />
              </Field>
              <div className="bo-actions">
                <Button disabled={busy || reason.trim().length < 3} onClick={() => void submit(action)}>
                  {action === 'pause' ? <Trans>Pausar anúncio</Trans> : <Trans>Arquivar anúncio</Trans>}
                </Button>
              </div>
            </div>
          )}
        </section>
      )}
    </div>
  )
}
