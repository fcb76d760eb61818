import { createFileRoute } from '@tanstack/react-router'
import { ImportPage } from '../../../features/feeds/components/import-page'

// No filters: the agency's feed settings and its last import, nothing kept in the URL.
export const Route = createFileRoute('/_dashboard/dashboard/importar')({
  component: ImportPage,
})
