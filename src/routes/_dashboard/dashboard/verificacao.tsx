import { createFileRoute } from '@tanstack/react-router'
import { VerificationPage } from '../../../features/trust/components/verification-page'

// No filters: the advertiser's verification and their listings' documents, nothing kept in the URL.
export const Route = createFileRoute('/_dashboard/dashboard/verificacao')({
  component: VerificationPage,
})
