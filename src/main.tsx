import './lib/browser/zod-jitless'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { AppRoot } from './app/app-root'
import { activateI18n } from './app/i18n'
import { settingsQueryOptions } from './lib/settings/get-settings'
import { installChunkReload } from './lib/browser/chunk-reload'
import { afterPaint, nextTask } from './lib/browser/after-paint'
import { idle } from './lib/browser/idle'
import { startReplayerWhenNeeded } from './lib/offline/boot'
import { whenNotLowData } from './lib/low-data/mode'
import { registerServiceWorker } from './lib/pwa/register-sw'
import { createIdbPersister } from './lib/query/idb-persister'
import { hydrateInlineState } from './lib/query/inline-state'
import { restoreAndPersist } from './lib/query/persist'
import { createQueryClient } from './lib/query/query-client'
import { createAppRouter, type AppRouter } from './router'
import './ui/tokens.css'
import './ui/base.css'

const i18n = activateI18n()
installChunkReload()

const queryClient = createQueryClient()
// The page's first data inlined by the server: the first paint needs no API call (one round trip less on 3G).
hydrateInlineState(queryClient)
const persister = createIdbPersister()
const rootElement = document.getElementById('root')!
const appWith = (router: AppRouter) => <AppRoot i18n={i18n} queryClient={queryClient} router={router} />

/**
 * A public page the server rendered (src/entry-server.tsx): the router resolves the same routes from the same
 * inlined data, and React hydrates over the HTML. The persisted cache is restored after, once the page is idle:
 * restoring it before would make the first render differ from the server's, and costs a long task on a phone.
 */
async function hydrateServerPage() {
  // After the server's HTML has painted: the page shows before the JavaScript starts its work. Building the
  // router (its route tree), its first load and the hydration each get a task of their own: together they were
  // one long task on a phone.
  await afterPaint()
  const router = createAppRouter(queryClient)
  // As TanStack Router's own hydration does: the router renders the tree it rendered on the server (no Suspense
  // boundary around the root route).
  router.ssr = { manifest: undefined }
  await nextTask()
  await router.load()
  await nextTask()
  // In a transition: React hydrates in slices and lets the browser breathe in between (a plain hydration is one
  // long task on a phone), and a tap meanwhile is handled first.
  startTransition(() => {
    hydrateRoot(rootElement, appWith(router))
  })
  void idle().then(() => restoreAndPersist(queryClient, persister))
}

// data-render="client": the server's copy of a page that does not hydrate (the not-found page of an unknown path,
// the dashboard's frame): the browser renders anew over it.
if (rootElement.hasChildNodes() && rootElement.dataset.render !== 'client') {
  // Not awaited at the top level: the route chunks import this entry module, which must finish evaluating first.
  void hydrateServerPage()
} else {
  // The plain shell (the service worker's, offline or on a repeat visit; the dashboard and back office): restore
  // the persisted cache before the router's first load, so a listing seen before opens offline.
  await restoreAndPersist(queryClient, persister)
  createRoot(rootElement).render(appWith(createAppRouter(queryClient)))
}
addEventListener('pagehide', () => void persister.flush())

// Website settings: loaded on start and kept as shared state (footer, contact page, WhatsApp links).
void queryClient.prefetchQuery(settingsQueryOptions())

// Once the first screen is up and the page idle: the service worker (registered then, not loaded then: a file of
// its own cost more gzipped than the few lines in the entry; its precache downloads the app's chunks, which must
// not compete with the first visit's own requests on a slow link) and the outbox replay on start, on
// 'online' and on a timer while writes wait (src/lib/offline/README.md), loaded only once something is queued.
// In low-data mode the service worker waits until the mode is off: its precache alone is ten times the page.
void idle().then(() => {
  whenNotLowData(registerServiceWorker)
  startReplayerWhenNeeded()
})
