import { createContext } from 'react'

/**
 * The Cookie header of the request a page is rendered for on the server (src/entry-server.tsx); null in the
 * browser, which reads its own cookies. What depends on them (the LGPD banner) is then in the first HTML exactly
 * as the browser renders it when it hydrates.
 */
export const RequestCookies = createContext<string | null>(null)
