import { createApiClient } from './create-client'
import { mirrorToReplayer } from '../offline/token-mirror'
import { createTokenStore } from './token-store'
import { sendToApi } from './transport'

/** One base URL from configuration for both clients (the back office's is ./admin-client); same origin by default. */
export const API_BASE_URL: string = import.meta.env.VITE_API_URL ?? '/'

export const USER_TOKEN_KEY = 'mi.userToken'

/** The visitor's and advertiser's client (user token). Public reads go through it too. */
export const api = createApiClient({
  baseURL: API_BASE_URL,
  fetch: sendToApi,
  // Mirrored so the outbox replayers (page and service worker) can sign queued writes.
  tokens: mirrorToReplayer(createTokenStore(USER_TOKEN_KEY)),
})
