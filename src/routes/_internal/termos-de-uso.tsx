import { createFileRoute } from '@tanstack/react-router'
import { TermsContent } from '../../features/pages/content/terms-content'

export const Route = createFileRoute('/_internal/termos-de-uso')({
  component: TermsContent,
})
