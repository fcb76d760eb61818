// The back office's rows of the access-control table (server/access-control.test.ts): every /v1/admin route answers
// 401 without a token and 403 to a user's; an admin gets the route's own answer. Test-only.
import type { Db } from '../../db/client'
import * as s from '../../db/schema'
import { createCatalogue, createProperty, createUser, createVehicle } from '../../test/fixtures'

export interface BackofficeCtx {
  brandId: number
  modelId: number
  yearId: number
  planIds: number[]
  userId: number
  reportId: number
  propertyId: number
  vehicleId: number
}

type Expect = [anonymous: number, other: number, owner: number, admin: number]
interface Row {
  call?: (ctx: { backoffice: BackofficeCtx }) => { url?: string; payload?: unknown }
  expect: Expect
}

const admin = (status: number): Expect => [401, 403, 403, status]
const plan = {
  name: 'Plano de teste',
  kind: 'owner',
  price: 49,
  duration_in_months: 1,
  days: 7,
  properties_limit: 5,
  properties_highlighted_limit: 1,
  highlight_days: 7,
  property_gallery_limit: 10,
  period: 'monthly',
}

/** Rows in the order they must run: the plan order names every plan, so it runs before a plan is created. */
export const backofficeRows: Record<string, Row> = {
  'GET /v1/admin/overview': { expect: admin(200) },
  'GET /v1/admin/audit': { expect: admin(200) },
  'GET /v1/admin/admins': { expect: admin(200) },
  'GET /v1/admin/brands': { expect: admin(200) },
  'POST /v1/admin/brands': {
    call: () => ({ payload: { name: 'Marca Nova', code: 'marca-nova', vehicle_type: 'cars' } }),
    expect: admin(201),
  },
  'GET /v1/admin/brands/:id': {
    call: (c) => ({ url: `/v1/admin/brands/${c.backoffice.brandId}` }),
    expect: admin(200),
  },
  'PUT /v1/admin/brands/:id': {
    call: (c) => ({
      url: `/v1/admin/brands/${c.backoffice.brandId}`,
      payload: { name: 'Marca Editada', code: 'marca-editada', vehicle_type: 'cars', status: 'active' },
    }),
    expect: admin(200),
  },
  'GET /v1/admin/brands/:id/models': {
    call: (c) => ({ url: `/v1/admin/brands/${c.backoffice.brandId}/models` }),
    expect: admin(200),
  },
  'POST /v1/admin/brands/:id/models': {
    call: (c) => ({
      url: `/v1/admin/brands/${c.backoffice.brandId}/models`,
      payload: { name: 'Modelo Novo' },
    }),
    expect: admin(201),
  },
  'PUT /v1/admin/models/:id': {
    call: (c) => ({ url: `/v1/admin/models/${c.backoffice.modelId}`, payload: { name: 'Modelo Editado' } }),
    expect: admin(200),
  },
  'POST /v1/admin/models/:id/years': {
    call: (c) => ({
      url: `/v1/admin/models/${c.backoffice.modelId}/years`,
      payload: { year: 2024, version: '1.0' },
    }),
    expect: admin(201),
  },
  'POST /v1/admin/models/:id/years/batch': {
    call: (c) => ({
      url: `/v1/admin/models/${c.backoffice.modelId}/years/batch`,
      payload: { years: '2010 a 2012', version: '1.0' },
    }),
    expect: admin(201),
  },
  'PUT /v1/admin/years/:id': {
    call: (c) => ({ url: `/v1/admin/years/${c.backoffice.yearId}`, payload: { year: 2023, version: '1.6' } }),
    expect: admin(200),
  },
  'GET /v1/admin/users': { expect: admin(200) },
  'GET /v1/admin/users/:id': {
    call: (c) => ({ url: `/v1/admin/users/${c.backoffice.userId}` }),
    expect: admin(200),
  },
  'PUT /v1/admin/users/:id/subscription': {
    call: (c) => ({
      url: `/v1/admin/users/${c.backoffice.userId}/subscription`,
      payload: { plan_id: c.backoffice.planIds[0], status: 'trial' },
    }),
    expect: admin(200),
  },
  'PUT /v1/admin/users/:id/status': {
    call: (c) => ({
      url: `/v1/admin/users/${c.backoffice.userId}/status`,
      payload: { status: 'suspended', reason: 'Anúncios falsos' },
    }),
    expect: admin(200),
  },
  'GET /v1/admin/plans': { expect: admin(200) },
  'PUT /v1/admin/plans/order': {
    call: (c) => ({ payload: { ids: [...c.backoffice.planIds].reverse() } }),
    expect: admin(200),
  },
  'POST /v1/admin/plans': { call: () => ({ payload: plan }), expect: admin(201) },
  'PUT /v1/admin/plans/:id': {
    call: (c) => ({
      url: `/v1/admin/plans/${c.backoffice.planIds[0]}`,
      payload: { ...plan, name: 'Plano editado' },
    }),
    expect: admin(200),
  },
  'PUT /v1/admin/plans/:id/active': {
    call: (c) => ({ url: `/v1/admin/plans/${c.backoffice.planIds[0]}/active`, payload: { active: false } }),
    expect: admin(200),
  },
  'GET /v1/admin/subscriptions': { expect: admin(200) },
  'GET /v1/admin/reports': { expect: admin(200) },
  'POST /v1/admin/reports/:id/resolve': {
    call: (c) => ({
      url: `/v1/admin/reports/${c.backoffice.reportId}/resolve`,
      payload: { resolution: 'dismissed' },
    }),
    expect: admin(200),
  },
  'GET /v1/admin/listings': { expect: admin(200) },
  'GET /v1/admin/listings/:kind/:id/cloned-photos': {
    call: (c) => ({ url: `/v1/admin/listings/vehicle/${c.backoffice.vehicleId}/cloned-photos` }),
    expect: admin(200),
  },
  'POST /v1/admin/listings/:kind/:id/moderate': {
    call: (c) => ({
      url: `/v1/admin/listings/vehicle/${c.backoffice.vehicleId}/moderate`,
      payload: { action: 'pause', reason: 'Fotos de outro veículo' },
    }),
    expect: admin(200),
  },
  'GET /v1/admin/settings': { expect: admin(200) },
  'PUT /v1/admin/settings': {
    call: () => ({
      payload: {
        site_name: 'Mercado Irecê',
        contact_email: 'contato@example.com',
        seo: { name: 'Mercado Irecê', description: 'Imóveis e veículos', robots: 'index, follow' },
        social: {},
        analytics: {},
      },
    }),
    expect: admin(200),
  },
}

/** A brand with a model and a year, two plans, a user to suspend, a reported property and a live vehicle. */
export async function backofficeFixture(db: Db): Promise<BackofficeCtx> {
  const { brand, model, years } = await createCatalogue(db)
  const own = await db
    .insert(s.plans)
    .values([
      { name: 'Básico', kind: 'owner', order: 1 },
      { name: 'Profissional', kind: 'broker', order: 2 },
    ])
    .returning({ id: s.plans.id })
  // Its own plans first (the rows edit and disable the first), then every other plan (the order names them all).
  const others = (await db.select({ id: s.plans.id }).from(s.plans).orderBy(s.plans.order, s.plans.id))
    .map((p) => p.id)
    .filter((id) => !own.some((o) => o.id === id))
  const planIds = [...own.map((o) => o.id), ...others]
  const user = await createUser(db)
  const property = await createProperty(db, user.id)
  const [report] = await db
    .insert(s.reports)
    .values({ propertyId: property.id, reason: 'advertisement_spam', details: 'Anúncio repetido' })
    .returning()
  const vehicle = await createVehicle(db, user.id, { brand, model }, { status: 'published' })
  return {
    brandId: brand.id,
    modelId: model.id,
    yearId: years[0]!.id,
    planIds,
    userId: user.id,
    reportId: report!.id,
    propertyId: property.id,
    vehicleId: vehicle.id,
  }
}
