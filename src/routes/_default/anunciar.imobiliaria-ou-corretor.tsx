import { createFileRoute } from '@tanstack/react-router'
import { regionNumbersQueryOptions } from '../../features/business-lead/api/get-region-numbers'
import { BusinessLanding } from '../../features/business-lead/business-landing'
import { BusinessLeadForm } from '../../features/business-lead/business-lead-form'

export const Route = createFileRoute('/_default/anunciar/imobiliaria-ou-corretor')({
  // The region's numbers the page quotes. Not awaited: the page shows at once.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(regionNumbersQueryOptions())
  },
  component: BusinessLandingRoute,
})

/** The landing page with its form. */
function BusinessLandingRoute() {
  return <BusinessLanding form={<BusinessLeadForm />} />
}
