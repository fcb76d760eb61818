import { createFileRoute } from '@tanstack/react-router'
import { PrivacyContent } from '../../features/pages/content/privacy-content'

// The cookie banner links here; it shows the same policy as /politica-de-privacidade.
export const Route = createFileRoute('/_internal/privacy-policy')({
  component: PrivacyContent,
})
