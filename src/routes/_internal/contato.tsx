import { createFileRoute } from '@tanstack/react-router'
import { ContactContent } from '../../features/pages/content/contact-content'
import { settingsQueryOptions } from '../../lib/settings/get-settings'
import { ContactInfo } from '../../features/settings/components/contact-info'

export const Route = createFileRoute('/_internal/contato')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(settingsQueryOptions()),
  component: () => <ContactContent channels={<ContactInfo />} />,
})
