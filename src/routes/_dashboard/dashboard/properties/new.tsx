import { createFileRoute } from '@tanstack/react-router'
import { ListingEditorPage } from '../../../../features/listing-editor/editor-page'

export const Route = createFileRoute('/_dashboard/dashboard/properties/new')({
  component: () => <ListingEditorPage />,
})
