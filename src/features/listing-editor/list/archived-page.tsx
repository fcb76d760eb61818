import '../../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { MyPropertySummary } from '../../../domain/my-property'
import { errorMsg } from '../../../domain/messages'
import { buttonClass } from '../../../ui/button'
import { EmptyState } from '../../../ui/empty-state'
import { PageTitle } from '../../../ui/page-title'
import { Pagination } from '../../../ui/pagination'
import { Skeleton } from '../../../ui/skeleton'
import { archivedPropertiesQueryOptions } from '../api/my-properties'
import { DeleteButton, useRunAction } from './property-actions'
import { PropertyItem } from './property-item'
import '../../../ui/field.css'
import './my-properties.css'

/** /dashboard/properties/archived: listings out of the list and of search; unarchive or delete for good. */
export function ArchivedPropertiesPage({ page }: { page: number }) {
  const { t } = useLingui()
  const query = useQuery(archivedPropertiesQueryOptions(page))
  return (
    <div className="my-properties">
      <PageTitle title={t`Imóveis arquivados`} />
      <header className="section-head">
        <h1>
          <Trans>Imóveis arquivados</Trans>
        </h1>
        <Link to="/dashboard/properties" className={buttonClass({ small: true, variant: 'secondary' })}>
          <Trans>← Meus imóveis</Trans>
        </Link>
      </header>
      <p className="field-hint">
        <Trans>
          Arquivados não aparecem nas buscas. Ao desarquivar, um anúncio que estava publicado volta pausado:
          publique de novo quando quiser.
        </Trans>
      </p>
      {query.isPending ? (
        <Skeleton width="100%" height="12rem" />
      ) : query.isError ? (
        <p className="panel" role="alert">
          {errorMsg.dashboardLoad}
        </p>
      ) : query.data.data.length === 0 ? (
        <EmptyState title={t`Nenhum imóvel arquivado.`} />
      ) : (
        <>
          <ul className="my-list" aria-label={t`Imóveis arquivados`}>
            {query.data.data.map((p) => (
              <PropertyItem key={p.id} property={p}>
                <ArchivedActions property={p} />
              </PropertyItem>
            ))}
          </ul>
          <Pagination page={page} totalPages={query.data.meta.total_pages} />
        </>
      )}
    </div>
  )
}

function ArchivedActions({ property }: { property: MyPropertySummary }) {
  const { run, pending } = useRunAction(property.id)
  // Archived by the team: only staff bring it back.
  const held = Boolean(property.attributes.hold)
  return (
    <>
      {!held && (
        <button
          type="button"
          className={buttonClass({ small: true, variant: 'secondary' })}
          disabled={pending}
          onClick={() => run({ kind: 'unarchive' })}
        >
          <Trans>Desarquivar</Trans>
        </button>
      )}
      <DeleteButton
        name={property.attributes.name}
        disabled={pending}
        onConfirm={() => run({ kind: 'remove' })}
      />
    </>
  )
}
