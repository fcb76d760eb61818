import { createFileRoute } from '@tanstack/react-router'
import { regionNumbersQueryOptions } from '../../features/business-lead/api/get-region-numbers'
import { BusinessLanding } from '../../features/business-lead/business-landing'
import { BusinessLeadForm } from '../../features/business-lead/business-lead-form'
import { useOutboxWrite } from '../../features/contact/use-outbox-write'
import { WriteStatus } from '../../features/contact/write-status'

export const Route = createFileRoute('/_default/anunciar/imobiliaria-ou-corretor')({
  // The region's numbers the page quotes. Not awaited: the page shows at once.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(regionNumbersQueryOptions())
  },
  component: BusinessLandingRoute,
})

/** The landing page with its form; the outbox write and its status view are the contact form's own. */
function BusinessLandingRoute() {
  const write = useOutboxWrite()
  return (
    <BusinessLanding
      form={
        <BusinessLeadForm
          write={write}
          renderStatus={(texts, another) => (
            <WriteStatus
              phase={write.phase}
              texts={texts}
              onRetry={() => void write.retry()}
              onDiscard={() => void write.discard()}
              onAnother={another}
            />
          )}
        />
      }
    />
  )
}
