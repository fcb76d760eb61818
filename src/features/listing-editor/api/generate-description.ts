import { useMutation } from '@tanstack/react-query'
import { errorMsg } from '../../../domain/messages'
import type { PropertyTextRequest, TextSuggestionDocument } from '../../../domain/text-help'
import { api } from '../../../lib/http/clients'
import { isApiError } from '../../../lib/http/api-error'

/** POST /v1/text/description: a description and a title from the listing's attributes (nothing stored). */
export const generateDescription = (input: PropertyTextRequest) =>
  api
    .request<TextSuggestionDocument>('/v1/text/description', { method: 'POST', body: input })
    .then((d) => d.data.attributes)

/**
 * The server's "too many" message; anything else is 'Erro ao gerar descrição…' (docs/product.md, The listing editor).
 */
export const generateError = (error: unknown): string =>
  isApiError(error) && error.status === 429 && error.errors[0]?.detail
    ? error.errors[0].detail
    : errorMsg.aiDescription

export const useGenerateDescription = () => useMutation({ mutationFn: generateDescription })
