import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorEnvelopeSchema } from '../../../src/domain/api'
import { cepDocumentSchema, cepMsg } from '../../../src/domain/cep'
import { createGeocoder } from '../../adapters/geocode/from-config'
import { apiError } from '../../http/errors'

// CEP lookup for the listing forms (the owner's flow starts before sign-up, so it is public), through the geocode
// adapter: the region's gazetteer by default, ViaCEP by configuration. Limited per address.

export const geocodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const geocoder = createGeocoder(app.config, app.db)

  app.get(
    '/api/cep/:cep',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['endereços'],
        summary: 'Endereço de um CEP das cidades atendidas (cidade, bairro e rua quando conhecidos)',
        params: z.object({ cep: z.string().max(20) }),
        response: {
          200: cepDocumentSchema,
          404: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
          502: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      let found
      try {
        found = await geocoder.lookupCep(request.params.cep)
      } catch (err) {
        request.log.warn({ err, geocoder: geocoder.name }, 'CEP lookup failed')
        throw apiError(502, cepMsg.unavailable, { code: 'cep_unavailable' })
      }
      if (found === null) throw apiError(404, cepMsg.notFound, { code: 'not_found' })
      if (found === 'outside') throw apiError(422, cepMsg.outsideRegion, { code: 'outside_region' })
      return { data: { type: 'cep' as const, attributes: found } }
    },
  )
}
