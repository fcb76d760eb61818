import { createFileRoute } from '@tanstack/react-router'
import { PrivacyContent } from '../../features/pages/content/privacy-content'

// Spec §2: the cookie banner links here; it shows the same policy as /politica-de-privacidade.
export const Route = createFileRoute('/_internal/privacy-policy')({
  component: PrivacyContent,
})
