import type { CepAddress, CepDocument } from '../../../domain/cep'
import { cepMsg } from '../../../domain/cep'
import { api } from '../../../lib/http/clients'
import { isApiError } from '../../../lib/http/api-error'

/** GET /api/cep/:cep: the town, street and neighbourhood of a CEP of the region. */
export const lookupCep = (cep: string): Promise<CepAddress> =>
  api.get<CepDocument>(`/api/cep/${encodeURIComponent(cep)}`).then((d) => d.data.attributes)

/** The server's message (not found, outside the region), or "fill it by hand" when it could not be asked. */
export const cepError = (error: unknown): string =>
  isApiError(error) && error.errors[0]?.detail ? error.errors[0].detail : cepMsg.unavailable
