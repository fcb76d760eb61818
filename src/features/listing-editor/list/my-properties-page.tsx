import '../../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { propertyStatuses, type PropertyStatus } from '../../../domain/enums'
import { loadDraft } from '../../../lib/offline/drafts'
import { buttonClass } from '../../../ui/button'
import { EmptyState } from '../../../ui/empty-state'
import { PageTitle } from '../../../ui/page-title'
import { Pagination } from '../../../ui/pagination'
import { Skeleton } from '../../../ui/skeleton'
import { myPropertiesQueryOptions, type MyPropertiesFilter } from '../api/my-properties'
import type { EditorDraft } from '../form/values'
import { draftKeyOf } from '../form/values'
import { statusLabels } from '../labels'
import { Field } from '../../../ui/field'
import { MissingDocumentNotice, NoPlanNotice } from '../publish/plan-needed'
import { PropertyActions } from './property-actions'
import { PropertyItem } from './property-item'
import { ListLoadFailed } from './load-failed'
import { QueuedListings } from './queued-listings'
import { BulkActions } from './bulk-actions'
import { SelectionBar } from './selection-bar'
import { useSelection } from './use-selection'
import '../../../ui/field.css'
import './my-properties.css'

/**
 * /dashboard/properties: what waits to be sent from this device, the unpublished draft, then my listings with a
 * search and a status filter (kept in the URL by the route).
 */
export function MyPropertiesPage({
  page,
  filter,
  onFilter,
}: {
  page: number
  filter: MyPropertiesFilter
  onFilter(next: MyPropertiesFilter): void
}) {
  const { t } = useLingui()
  const query = useQuery({ ...myPropertiesQueryOptions(page, filter), placeholderData: keepPreviousData })
  const filtered = Boolean(filter.q || filter.status)
  const ids = useMemo(() => query.data?.data.map((p) => p.id) ?? [], [query.data])
  const selection = useSelection(ids)
  const [draft, setDraft] = useState<EditorDraft | null>(null)
  useEffect(() => {
    void loadDraft(draftKeyOf()).then((d) => setDraft((d?.value as EditorDraft | undefined) ?? null))
  }, [])

  return (
    <div className="my-properties">
      <PageTitle title={t`Meus imóveis`} />
      <header className="section-head">
        <h1>
          <Trans>Meus imóveis</Trans>
        </h1>
        <Link to="/dashboard/properties/new" className={buttonClass({ small: true })}>
          <Trans>Novo imóvel</Trans>
        </Link>
      </header>
      <nav className="my-tabs" aria-label={t`Seções de imóveis`}>
        <Link
          to="/dashboard/properties/highlights"
          className={buttonClass({ small: true, variant: 'secondary' })}
        >
          <Trans>Destaques</Trans>
        </Link>
        <Link
          to="/dashboard/properties/archived"
          className={buttonClass({ small: true, variant: 'secondary' })}
        >
          <Trans>Arquivados</Trans>
        </Link>
      </nav>
      {query.data && !query.data.meta.limits.subscribed && <NoPlanNotice />}
      <MissingDocumentNotice missing={query.data?.meta.limits.missing_document} />
      {query.data && query.data.meta.limits.subscribed && (
        <p className="field-hint">
          <Trans>
            {query.data.meta.limits.active} de {query.data.meta.limits.properties} imóveis ativos no seu plano
            · até {query.data.meta.limits.gallery} fotos por anúncio
          </Trans>
        </p>
      )}
      <ListFilters filter={filter} onFilter={onFilter} />
      <QueuedListings kind="property" />
      {draft && (
        <div className="panel my-draft">
          <p>
            <strong>
              <Trans>Rascunho não publicado:</Trans>
            </strong>{' '}
            {draft.values.name || t`sem título`}
          </p>
          <Link to="/dashboard/properties/new" className={buttonClass({ small: true, variant: 'secondary' })}>
            <Trans>Continuar editando</Trans>
          </Link>
        </div>
      )}
      {query.isPending ? (
        <Skeleton width="100%" height="12rem" />
      ) : query.isError ? (
        <ListLoadFailed offline={t`Sem conexão: seus imóveis aparecem aqui quando a conexão voltar.`} />
      ) : query.data.data.length === 0 && filtered ? (
        <p className="panel" role="status">
          <Trans>Nenhum imóvel encontrado com esses filtros.</Trans>
        </p>
      ) : query.data.data.length === 0 ? (
        <EmptyState title={t`Você ainda não anunciou nenhum imóvel.`}>
          <p>
            <Trans>Anunciar é grátis: comece pelo título e pelas fotos.</Trans>
          </p>
        </EmptyState>
      ) : (
        <>
          <SelectionBar selection={selection} total={ids.length} />
          <BulkActions
            kind="property"
            selection={selection}
            nameOf={(id) => query.data.data.find((p) => p.id === id)?.attributes.name ?? id}
          />
          <ul className="my-list" aria-label={t`Imóveis`}>
            {query.data.data.map((p) => (
              <PropertyItem
                key={p.id}
                property={p}
                select={{ selected: selection.isSelected(p.id), onToggle: () => selection.toggle(p.id) }}
              >
                <PropertyActions property={p} />
              </PropertyItem>
            ))}
          </ul>
          <Pagination page={page} totalPages={query.data.meta.total_pages} />
        </>
      )}
    </div>
  )
}

function ListFilters({
  filter,
  onFilter,
}: {
  filter: MyPropertiesFilter
  onFilter(next: MyPropertiesFilter): void
}) {
  const { t, i18n } = useLingui()
  const [q, setQ] = useState(filter.q ?? '')
  return (
    <form
      className="my-filters"
      role="search"
      onSubmit={(e) => {
        e.preventDefault()
        onFilter({ ...filter, q: q.trim() || undefined })
      }}
    >
      <Field label={<Trans>Buscar nos meus imóveis</Trans>} htmlFor="my-q">
        <input
          id="my-q"
          className="input"
          type="search"
          value={q}
          placeholder={t`Título, bairro ou rua`}
          onChange={(e) => setQ(e.target.value)}
        />
      </Field>
      <Field label={<Trans>Situação</Trans>} htmlFor="my-status">
        <select
          id="my-status"
          className="input"
          value={filter.status ?? ''}
          onChange={(e) =>
            onFilter({
              ...filter,
              q: q.trim() || undefined,
              status: (e.target.value || undefined) as PropertyStatus,
            })
          }
        >
          <option value="">{t`Todas`}</option>
          {propertyStatuses.map((s) => (
            <option key={s} value={s}>
              {i18n._(statusLabels[s])}
            </option>
          ))}
        </select>
      </Field>
      <button type="submit" className={buttonClass({ variant: 'secondary' })}>
        <Trans>Buscar</Trans>
      </button>
    </form>
  )
}
