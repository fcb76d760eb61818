import { isApiError } from '../../http/api-error'

/**
 * `read()`, or when the network cannot answer (no answer, or a 5xx), what the town packs on this device hold
 * (`fromPack`, loaded only then). A 4xx is the server's word and stands; with no pack the first error stands.
 */
export const orFromPack = <T>(read: Promise<T>, fromPack: () => Promise<T | null>): Promise<T> =>
  read.catch(async (error: unknown) => {
    if (isApiError(error) && error.status < 500) throw error
    const found = await fromPack().catch(() => null)
    if (found === null) throw error
    return found
  })
