import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { agencyDocumentSchema, agencyUpdateSchema } from '../../../src/domain/agency'
import { errorEnvelopeSchema } from '../../../src/domain/api'
import { currentUserId } from '../auth'
import { getAgency, updateAgency } from './service'

const tags = ['conta']

/** /dashboard/settings/company: agency data of business profiles (tabs general, address, phones). */
export const agencyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/agency',
    {
      schema: {
        tags,
        summary: 'Dados da imobiliária do usuário (perfil business; 403 para os demais)',
        response: { 200: agencyDocumentSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request) => getAgency(app.db, currentUserId(request)),
  )

  app.put(
    '/v1/agency',
    {
      schema: {
        tags,
        summary: 'Atualiza os dados da imobiliária (só os campos enviados)',
        description: [
          'CNPJ com dígitos verificadores, CEP 99999-999, CRECI, e-mail de contato, endereço (city_id de uma das',
          'cidades atendidas), `show_on_map`, e `phones_attributes` como no perfil: de 1 a 5, no máximo um WhatsApp.',
        ].join(' '),
        body: agencyUpdateSchema,
        response: {
          200: agencyDocumentSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
        },
      },
    },
    async (request) => updateAgency(app.db, currentUserId(request), request.body.agency),
  )
}
