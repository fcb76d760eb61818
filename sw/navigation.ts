import { createHandlerBoundToURL } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

/**
 * Paths the server answers itself, which must reach the network: the API (/api, /api/docs), the advertiser
 * and admin API (/v1, OIDC sign-in included), images, the health check, the dev mailbox (/dev/mail), the
 * payment sandbox's hosted checkout (/sandbox), the sitemap, robots.txt, and any path whose last segment has a
 * file extension (see server/http/static.ts).
 */
export const serverOnlyPaths: RegExp[] = [
  /^\/(api|v1|media|health|dev|sandbox)(\/|\?|$)/,
  /^\/sitemap\.xml/,
  /^\/robots\.txt/,
  /\/[^/?]+\.[a-z0-9]+(\?.*)?$/i,
]

/**
 * Every other navigation gets the precached shell: it opens at once on a slow link and offline, and the
 * client router renders the page from there.
 */
export function installNavigationFallback(): void {
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: serverOnlyPaths }))
}
