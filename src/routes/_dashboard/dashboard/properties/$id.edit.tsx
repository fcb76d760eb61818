import { createFileRoute } from '@tanstack/react-router'
import { ListingEditorPage } from '../../../../features/listing-editor/editor-page'

export const Route = createFileRoute('/_dashboard/dashboard/properties/$id/edit')({
  component: EditPropertyRoute,
})

function EditPropertyRoute() {
  const { id } = Route.useParams()
  return <ListingEditorPage key={id} propertyId={id} />
}
