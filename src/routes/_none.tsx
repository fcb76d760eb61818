import { createFileRoute } from '@tanstack/react-router'
import { NoneLayout } from '../app/layouts/none-layout'

export const Route = createFileRoute('/_none')({
  component: NoneLayout,
  // Sign-in, sign-up and account recovery: often the first page an advertiser opens on a phone, so rendered on
  // the server too (src/entry-server.tsx). A guard that redirects (a signed-in visitor) leaves it to the browser.
  staticData: { serverRender: true },
})
