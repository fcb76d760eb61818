import { safeRedirect } from '../../domain/redirects'

export { safeRedirect }

/**
 * The search of /entrar, /registrar and /escolher-perfil, without zod (these run before any lazy chunk).
 * The key stays even when undefined: a route's search is merged over the raw one, so leaving it out would
 * let an unsafe value through.
 */
export const redirectSearch = (search: Record<string, unknown>): { redirect?: string } => ({
  redirect: safeRedirect(search.redirect),
})
