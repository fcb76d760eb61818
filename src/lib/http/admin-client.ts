import { createApiClient } from './create-client'
import { API_BASE_URL } from './clients'
import { createTokenStore } from './token-store'
import { sendToApi } from './transport'

// The back office's client, apart from the visitor's (./clients): only the back office's screens load it.

export const ADMIN_TOKEN_KEY = 'mi.adminToken'

/** The back office client (admin token). */
export const adminApi = createApiClient({
  baseURL: API_BASE_URL,
  fetch: sendToApi,
  tokens: createTokenStore(ADMIN_TOKEN_KEY),
})
