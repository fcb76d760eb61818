import { createFileRoute } from '@tanstack/react-router'
import { PrivacyContent } from '../../features/pages/content/privacy-content'

export const Route = createFileRoute('/_internal/politica-de-privacidade')({
  component: PrivacyContent,
})
