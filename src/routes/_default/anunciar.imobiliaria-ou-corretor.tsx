import { createFileRoute } from '@tanstack/react-router'
import { BusinessLanding } from '../../features/business-lead/business-landing'
import { BusinessLeadForm } from '../../features/business-lead/business-lead-form'
import { useOutboxWrite } from '../../features/contact/use-outbox-write'
import { WriteStatus } from '../../features/contact/write-status'

export const Route = createFileRoute('/_default/anunciar/imobiliaria-ou-corretor')({
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
