import '../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { errorMsg } from '../../domain/messages'
import { PageTitle } from '../../ui/page-title'
import { Skeleton } from '../../ui/skeleton'
import { myPropertyQueryOptions } from './api/my-properties'
import { EditorForm } from './editor-form'
import { ListingLoadFailed } from './list/load-failed'
import { useEditorDraft } from './form/use-editor-draft'
import { draftKeyOf, emptyValues, valuesFromProperty } from './form/values'
import './listing-editor.css'

/** /dashboard/properties/new and /dashboard/properties/$id/edit. */
export function ListingEditorPage({ propertyId }: { propertyId?: string }) {
  const { t } = useLingui()
  const draftKey = draftKeyOf(propertyId)
  const draft = useEditorDraft(draftKey)
  const property = useQuery({
    ...myPropertyQueryOptions(propertyId ?? ''),
    enabled: propertyId !== undefined,
  })
  const base = useMemo(
    () =>
      property.data
        ? valuesFromProperty(property.data)
        : { values: emptyValues(), photos: [], coverKey: null },
    [property.data],
  )
  const title = propertyId ? t`Editar imóvel` : t`Novo imóvel`
  const { load } = draft
  const waiting =
    load.state === 'loading' ||
    (propertyId !== undefined && property.isPending && !(load.state === 'ready' && load.draft))

  let body
  if (waiting) body = <Skeleton width="100%" height="24rem" />
  else if (propertyId !== undefined && !property.data && !(load.state === 'ready' && load.draft)) {
    body = (
      <ListingLoadFailed
        error={property.error}
        notFound={errorMsg.propertyNotFound}
        back="/dashboard/properties"
        backLabel={<Trans>Voltar para meus imóveis</Trans>}
      />
    )
  } else if (load.state === 'ready') {
    body = (
      <EditorForm
        key={draftKey}
        base={base}
        restored={load.draft && load.savedAt !== null ? { draft: load.draft, savedAt: load.savedAt } : null}
        propertyId={propertyId}
        wasActive={property.data?.attributes.status === 'active'}
        currentStatus={property.data?.attributes.status}
        draftKey={draftKey}
        draft={draft}
      />
    )
  }
  return (
    <div className="listing-editor">
      <PageTitle title={title} />
      <header className="editor-head">
        <Link to="/dashboard/properties" className="editor-back">
          <Trans>← Meus imóveis</Trans>
        </Link>
        <h1>{title}</h1>
      </header>
      {body}
    </div>
  )
}
