import { createFileRoute } from '@tanstack/react-router'
import { InternalLayout } from '../app/layouts/internal-layout'

export const Route = createFileRoute('/_internal')({
  component: InternalLayout,
  // Public pages: rendered on the server too (src/entry-server.tsx).
  staticData: { serverRender: true },
})
