// The service worker (vite-plugin-pwa injectManifest): each job lives in its own module, wired here in
// order. Registration and the update prompt are in src/lib/pwa/.
import { installPrecache } from './precache'
import { installNavigationFallback } from './navigation'
import { installRuntimeCaches } from './caches'
import { installUpdateFlow } from './update'
import { installOutboxSync } from './outbox'
import { installPush } from './push'
import { installTownPackRefresh } from './town-packs'

declare const self: ServiceWorkerGlobalScope

installUpdateFlow(self)
installPrecache(self.__WB_MANIFEST)
// After the precache route: the navigation route hands out the precached shell.
installNavigationFallback()
installRuntimeCaches()
installOutboxSync(self)
installPush(self)
installTownPackRefresh(self)
