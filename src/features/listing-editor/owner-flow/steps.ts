import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import type { Path } from 'react-hook-form'
import type { ListingFormValues } from '../form/values'

// The owner's flow, in its order (docs/product.md, The listing editor): one question per screen on a phone. `fields`
// are checked (the shared listing schema) before "Continuar".

export const ownerSteps = [
  { id: 'plano', title: msg`Plano`, fields: [] },
  { id: 'negocio', title: msg`Venda ou aluguel`, fields: ['listing_type', 'rental_period', 'rental_days'] },
  { id: 'tipo', title: msg`Tipo de imóvel`, fields: ['category'] },
  { id: 'quartos', title: msg`Quartos ou salas`, fields: ['bedroom', 'commercial_room'] },
  { id: 'suites', title: msg`Suítes`, fields: ['suite'] },
  { id: 'banheiros', title: msg`Banheiros`, fields: ['bathroom'] },
  { id: 'vagas', title: msg`Vagas de garagem`, fields: ['parking_space'] },
  { id: 'area', title: msg`Área`, fields: ['square_meters', 'built_area_meters'] },
  { id: 'preco', title: msg`Preço`, fields: ['price', 'rent_price', 'condo_fee', 'iptu_monthly'] },
  { id: 'caracteristicas', title: msg`Características`, fields: ['features', 'floor', 'year_built'] },
  { id: 'endereco', title: msg`Endereço`, fields: ['address'] },
  { id: 'descricao', title: msg`Descrição`, fields: ['name', 'description'] },
  { id: 'fotos', title: msg`Fotos`, fields: [] },
  { id: 'capa', title: msg`Capa`, fields: [] },
  { id: 'telefones', title: msg`Telefones`, fields: [] },
  { id: 'video', title: msg`Vídeo`, fields: ['youtube_url'] },
  { id: 'revisao', title: msg`Revisar e criar`, fields: [] },
] as const satisfies readonly { id: string; title: MessageDescriptor; fields: Path<ListingFormValues>[] }[]

export type OwnerStepId = (typeof ownerSteps)[number]['id']
export const ownerStepIds = ownerSteps.map((s) => s.id) as OwnerStepId[]
export const isOwnerStep = (v: unknown): v is OwnerStepId => ownerStepIds.includes(v as OwnerStepId)

/** A plan the owner may pick first (the route gives the owner plans). */
export interface OwnerPlan {
  id: string
  name: string
  description: string
  /** Whole reais for the period; null for a free plan. */
  price: number | null
  gallery: number
  video: boolean
  /** What the plan allows (listings, highlights, photos, video), as the plans page says it. */
  facts: ReactNode
}
