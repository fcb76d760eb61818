import { createFileRoute } from '@tanstack/react-router'
import { DefaultLayout } from '../app/layouts/default-layout'

export const Route = createFileRoute('/_default')({
  component: DefaultLayout,
  // Public pages: rendered on the server too (src/entry-server.tsx).
  staticData: { serverRender: true },
})
