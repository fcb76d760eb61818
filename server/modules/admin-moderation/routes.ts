import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorEnvelopeSchema } from '../../../src/domain/api'
import {
  adminListingListQuerySchema,
  adminListingPageSchema,
  adminListingSummarySchema,
  adminReportPageSchema,
  adminReportSchema,
  listingKindParamsSchema,
  listingModerationInputSchema,
  reportListQuerySchema,
  reportResolveInputSchema,
} from '../../../src/domain/backoffice-moderation'
import { notFound } from '../../http/errors'
import { idParamsSchema, parseId } from '../../http/public-read'
import { currentAdminId } from '../auth'
import { LISTING_NOT_FOUND, listingPage, moderateListing } from './listings'
import { listReports, REPORT_NOT_FOUND, resolveReport } from './reports'

const tags = ['backoffice']
const errors = {
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
}

/** Property reports and the search and moderation of any listing. */
export const adminModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, searchCache: app.searchCache, listingEvents: app.listingEvents }

  app.get(
    '/v1/admin/reports',
    {
      schema: {
        tags,
        summary: 'Denúncias de imóveis com o anúncio ao lado; contagem de abertas e encerradas',
        querystring: reportListQuerySchema,
        response: { 200: adminReportPageSchema, ...errors },
      },
    },
    async (request) => listReports(app.db, request.query),
  )

  app.post(
    '/v1/admin/reports/:id/resolve',
    {
      schema: {
        tags,
        summary: 'Encerra uma denúncia (procedente ou descartada), podendo pausar ou arquivar o anúncio',
        params: idParamsSchema,
        body: reportResolveInputSchema,
        response: { 200: z.object({ data: adminReportSchema }), ...errors },
      },
    },
    async (request) => {
      const id = parseId(request.params.id)
      if (id === null) throw notFound(REPORT_NOT_FOUND)
      const { before, after } = await resolveReport(deps, currentAdminId(request), id, request.body)
      request.audit({
        action: after.attributes.resolution === 'dismissed' ? 'reports.dismiss' : 'reports.resolve',
        targetType: 'reports',
        targetId: id,
        targetLabel: after.attributes.listing.title,
        before: { state: before.attributes.state, listing_status: before.attributes.listing.status },
        after: {
          state: after.attributes.state,
          resolution: after.attributes.resolution,
          note: after.attributes.resolution_note,
          listing_action: request.body.listing_action ?? null,
          listing_status: after.attributes.listing.status,
          listing_archived: after.attributes.listing.archived,
        },
      })
      return { data: after }
    },
  )

  app.get(
    '/v1/admin/listings',
    {
      schema: {
        tags,
        summary: 'Busca qualquer anúncio (imóvel ou veículo), em qualquer situação',
        querystring: adminListingListQuerySchema,
        response: { 200: adminListingPageSchema, ...errors },
      },
    },
    async (request) => listingPage(app.db, request.query),
  )

  app.post(
    '/v1/admin/listings/:kind/:id/moderate',
    {
      schema: {
        tags,
        summary: 'Pausa ou arquiva um anúncio com um motivo',
        params: listingKindParamsSchema,
        body: listingModerationInputSchema,
        response: { 200: z.object({ data: adminListingSummarySchema }), ...errors },
      },
    },
    async (request) => {
      const id = parseId(request.params.id)
      if (id === null) throw notFound(LISTING_NOT_FOUND)
      const { kind } = request.params
      const { before, after } = await moderateListing(
        deps,
        currentAdminId(request),
        kind,
        id,
        request.body.action,
        request.body.reason,
      )
      request.audit({
        action: `${kind === 'property' ? 'properties' : 'vehicles'}.${request.body.action}`,
        targetType: kind === 'property' ? 'properties' : 'vehicles',
        targetId: id,
        targetLabel: after.title,
        before: { status: before.status, archived: before.archived, hold: before.hold?.kind ?? null },
        after: {
          status: after.status,
          archived: after.archived,
          hold: after.hold?.kind ?? null,
          reason: request.body.reason ?? null,
        },
      })
      return { data: after }
    },
  )
}
