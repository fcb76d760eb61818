import { createFileRoute } from '@tanstack/react-router'
import { BusinessLanding } from '../../features/business-lead/business-landing'
import { BusinessLeadForm } from '../../features/business-lead/business-lead-form'

export const Route = createFileRoute('/_default/anunciar/imobiliaria-ou-corretor')({
  component: BusinessLandingRoute,
})

/** The landing page with its form. */
function BusinessLandingRoute() {
  return <BusinessLanding form={<BusinessLeadForm />} />
}
