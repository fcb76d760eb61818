import type { CepAddress, CepDocument } from '../../../domain/cep'
import { cepMsg } from '../../../domain/cep'
import { api } from '../../../lib/http/clients'
import { isApiError } from '../../../lib/http/api-error'

/** No signal: the lookup is not even tried (the address is typed by hand). */
class CepOffline extends Error {}

/** GET /api/cep/:cep: the town, street and neighbourhood of a CEP of the region. */
export const lookupCep = (cep: string): Promise<CepAddress> =>
  navigator.onLine === false
    ? Promise.reject(new CepOffline())
    : api.get<CepDocument>(`/api/cep/${encodeURIComponent(cep)}`).then((d) => d.data.attributes)

/**
 * The server's message (not found, outside the region); "no signal, type it" when there was no answer at all;
 * else "could not ask, type it".
 */
export function cepError(error: unknown): string {
  if (isApiError(error)) return error.errors[0]?.detail ?? cepMsg.unavailable
  if (error instanceof CepOffline || error instanceof TypeError || navigator.onLine === false)
    return cepMsg.offline
  return cepMsg.unavailable
}
