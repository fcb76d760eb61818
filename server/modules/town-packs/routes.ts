import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorEnvelopeSchema } from '../../../src/domain/api'
import { townPackListSchema, townPackManifestSchema, townPackPartSchema } from '../../../src/domain/town-pack'
import { notFound } from '../../http/errors'
import { publicCache } from '../../http/public-read'
import { cachedTownPackPart, listTownPacks, readTownPack, townBySlug } from './service'

const tags = ['pacotes offline']
const TOWN_NOT_FOUND = 'Não há pacote para esta cidade.'
const PART_NOT_FOUND = 'Esta parte do pacote não existe.'

const townParams = z.object({ town: z.string().max(40).describe('Cidade (slug), ex.: irece') })
const partParams = townParams.extend({ part: z.string().max(4).describe('Parte, a partir de 0') })

/** ETag/If-None-Match: true (and a 304 sent) when the device already holds this version. */
function notModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag)
  const sent = request.headers['if-none-match']
  if (!sent || !sent.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return false
  void reply.code(304).send()
  return true
}

function townOrNotFound(slug: string) {
  const town = townBySlug(slug)
  if (!town) throw notFound(TOWN_NOT_FOUND)
  return town
}

export const townPackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/town-packs',
    {
      schema: {
        tags,
        summary: 'Cidades com pacote para ver sem internet: anúncios, partes, versão e tamanho estimado',
        response: { 200: townPackListSchema },
      },
    },
    async (_request, reply) => {
      publicCache(reply, 60)
      return { data: await listTownPacks(app.db) }
    },
  )

  app.get(
    '/api/town-packs/:town',
    {
      schema: {
        tags,
        summary: 'O pacote de uma cidade: versão (ETag), partes e tamanho estimado',
        params: townParams,
        response: { 200: townPackManifestSchema, 304: z.void(), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { pack } = await readTownPack(app.db, townOrNotFound(request.params.town))
      publicCache(reply, 60)
      if (notModified(request, reply, `"${pack.version}"`)) return reply
      return { data: pack }
    },
  )

  app.get(
    '/api/town-packs/:town/parts/:part',
    {
      schema: {
        tags,
        summary: 'Uma parte do pacote (até 100 anúncios como no detalhe público, uma foto cada)',
        description:
          'As partes são cortadas da versão atual; meta.version diz qual. Se mudou desde que o pacote foi lido, ' +
          'o aparelho recomeça pelas partes que faltam da nova versão.',
        params: partParams,
        response: { 200: townPackPartSchema, 304: z.void(), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const town = townOrNotFound(request.params.town)
      const part = /^\d{1,3}$/.test(request.params.part) ? Number(request.params.part) : -1
      if (part < 0) throw notFound(PART_NOT_FOUND)
      const read = await readTownPack(app.db, town)
      if (part >= read.pack.parts) throw notFound(PART_NOT_FOUND)
      publicCache(reply, 60)
      if (notModified(request, reply, `"${read.pack.version}-${part}"`)) return reply
      const found = await cachedTownPackPart(app.db, read, part)
      if (!found) throw notFound(PART_NOT_FOUND)
      return found
    },
  )
}
