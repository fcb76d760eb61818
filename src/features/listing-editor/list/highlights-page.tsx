import '../../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { MyPropertySummary, PropertyLimits } from '../../../domain/my-property'
import { errorMsg } from '../../../domain/messages'
import { formatDate } from '../../../lib/format/dates'
import { buttonClass } from '../../../ui/button'
import { EmptyState } from '../../../ui/empty-state'
import { PageTitle } from '../../../ui/page-title'
import { Pagination } from '../../../ui/pagination'
import { Skeleton } from '../../../ui/skeleton'
import { myPropertiesQueryOptions } from '../api/my-properties'
import { useRunAction } from './property-actions'
import { PropertyItem } from './property-item'
import '../../../ui/field.css'
import './my-properties.css'

/**
 * /dashboard/properties/highlights: my published listings, highlighted or not; "N de M destaques ativos" from the
 * plan. The server enforces the limit; at the limit the page says so too.
 */
export function HighlightsPage({ page }: { page: number }) {
  const { t } = useLingui()
  const query = useQuery({
    ...myPropertiesQueryOptions(page, { status: 'active' }),
    placeholderData: keepPreviousData,
  })
  const limits = query.data?.meta.limits
  const full = limits !== undefined && limits.highlights_active >= limits.highlighted
  return (
    <div className="my-properties">
      <PageTitle title={t`Imóveis em destaque`} />
      <header className="section-head">
        <h1>
          <Trans>Imóveis em destaque</Trans>
        </h1>
        <Link to="/dashboard/properties" className={buttonClass({ small: true, variant: 'secondary' })}>
          <Trans>← Meus imóveis</Trans>
        </Link>
      </header>
      {limits && <HighlightSummary limits={limits} full={full} />}
      {query.isPending ? (
        <Skeleton width="100%" height="12rem" />
      ) : query.isError ? (
        <p className="panel" role="alert">
          {errorMsg.dashboardLoad}
        </p>
      ) : query.data.data.length === 0 ? (
        <EmptyState title={t`Nenhum imóvel publicado para destacar.`}>
          <p>
            <Trans>Só anúncios publicados podem ficar em destaque.</Trans>
          </p>
        </EmptyState>
      ) : (
        <>
          <ul className="my-list" aria-label={t`Imóveis publicados`}>
            {query.data.data.map((p) => (
              <PropertyItem key={p.id} property={p} extra={<HighlightUntil property={p} />}>
                <HighlightToggle property={p} />
              </PropertyItem>
            ))}
          </ul>
          <Pagination page={page} totalPages={query.data.meta.total_pages} />
        </>
      )}
    </div>
  )
}

function HighlightSummary({ limits, full }: { limits: PropertyLimits; full: boolean }) {
  const active = limits.highlights_active
  const max = limits.highlighted
  return (
    <div className="panel" role="status">
      <p className="highlight-count" data-testid="highlight-count">
        <Trans>
          {active} de {max} destaques ativos
        </Trans>
      </p>
      {limits.highlight_days > 0 && (
        <p className="field-hint">
          <Trans>
            Cada destaque dura {limits.highlight_days} dias e aparece antes dos demais nas buscas.
          </Trans>
        </p>
      )}
      {max === 0 ? (
        <p className="notice notice-warn">
          <Trans>Seu plano não inclui imóveis em destaque.</Trans>{' '}
          <Link to="/dashboard/subscriptions">
            <Trans>Ver planos</Trans>
          </Link>
        </p>
      ) : (
        full && <p className="notice notice-warn">{errorMsg.highlightLimit}</p>
      )}
    </div>
  )
}

function HighlightUntil({ property }: { property: MyPropertySummary }) {
  const until = property.attributes.highlighted_until
  if (!property.attributes.highlighted || !until) return null
  return (
    <p className="field-hint">
      <Trans>Em destaque até {formatDate(until)}</Trans>
    </p>
  )
}

function HighlightToggle({ property }: { property: MyPropertySummary }) {
  const { run, pending } = useRunAction(property.id)
  if (!property.attributes.highlighted && property.attributes.hold) return null
  return property.attributes.highlighted ? (
    <button
      type="button"
      className={buttonClass({ small: true, variant: 'secondary' })}
      disabled={pending}
      onClick={() => run({ kind: 'unhighlight' })}
    >
      <Trans>Remover destaque</Trans>
    </button>
  ) : (
    <button
      type="button"
      className={buttonClass({ small: true })}
      disabled={pending}
      onClick={() => run({ kind: 'highlight' })}
    >
      <Trans>Destacar</Trans>
    </button>
  )
}
