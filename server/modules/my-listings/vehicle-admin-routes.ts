import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorEnvelopeSchema, pageParamsSchema } from '../../../src/domain/api'
import { myVehicleSchema, reviewVehiclesPageSchema } from '../../../src/domain/my-vehicle'
import { vehicleMsg, vehicleRejectInputSchema } from '../../../src/domain/vehicle-input'
import { notFound } from '../../http/errors'
import { idParamsSchema, parseId } from '../../http/public-read'
import { publicBaseUrl } from '../auth'
import type { MineDetailRow } from './vehicle-repository'
import { currentAdminId } from '../auth'
import {
  approvedEmail,
  approveVehicle,
  listPendingReview,
  rejectedEmail,
  rejectVehicle,
} from './vehicle-review'
import { toDetail } from './vehicle-read'

// The back office's review of vehicles (admin token: the global guard answers 401 without one, 403 to a user).
const tags = ['backoffice']
const errors = {
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
}

export const adminVehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, searchCache: app.searchCache, listingEvents: app.listingEvents }
  const idOr404 = (raw: string) => {
    const id = parseId(raw)
    if (id === null) throw notFound(vehicleMsg.notFound)
    return id
  }
  /** The advertiser's e-mail never holds the answer nor fails the review. */
  const mail = (
    request: { log: { warn: (o: object, m: string) => void } },
    row: MineDetailRow,
    make: typeof approvedEmail,
  ) =>
    void make(app.db, row, publicBaseUrl(app))
      .then((m) => (m ? app.mailer.send(m) : undefined))
      .catch((err: unknown) => request.log.warn({ err }, 'vehicle review e-mail failed'))

  app.get(
    '/v1/admin/vehicles/pending',
    {
      schema: {
        tags,
        summary:
          'Veículos aguardando revisão, os de maior risco primeiro (depois os mais antigos), com o anunciante',
        querystring: pageParamsSchema,
        response: { 200: reviewVehiclesPageSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request) => listPendingReview(app.db, request.query.page, request.query.per_page),
  )

  app.post(
    '/v1/admin/vehicles/:id/approve',
    {
      schema: {
        tags,
        summary: 'Aprova um veículo em revisão: é publicado e o anunciante recebe um e-mail',
        params: idParamsSchema,
        response: { 200: z.object({ data: myVehicleSchema }), ...errors },
      },
    },
    async (request) => {
      const row = await approveVehicle(deps, currentAdminId(request), idOr404(request.params.id))
      // Only a vehicle under review can be approved or rejected: "pending" is what it was.
      request.audit({
        action: 'vehicles.approve',
        targetType: 'vehicles',
        targetId: row.vehicle.id,
        targetLabel: row.vehicle.name,
        before: { status: 'pending' },
        after: { status: row.vehicle.status },
      })
      mail(request, row, approvedEmail)
      return { data: await toDetail(app.db, row) }
    },
  )

  app.post(
    '/v1/admin/vehicles/:id/reject',
    {
      schema: {
        tags,
        summary: 'Recusa um veículo em revisão com um motivo que o anunciante vê no painel e por e-mail',
        params: idParamsSchema,
        body: vehicleRejectInputSchema,
        response: { 200: z.object({ data: myVehicleSchema }), ...errors },
      },
    },
    async (request) => {
      const row = await rejectVehicle(
        deps,
        currentAdminId(request),
        idOr404(request.params.id),
        request.body.reason,
      )
      request.audit({
        action: 'vehicles.reject',
        targetType: 'vehicles',
        targetId: row.vehicle.id,
        targetLabel: row.vehicle.name,
        before: { status: 'pending' },
        after: { status: row.vehicle.status, reason: request.body.reason },
      })
      mail(request, row, rejectedEmail)
      return { data: await toDetail(app.db, row) }
    },
  )
}
