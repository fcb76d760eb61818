import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import type { Path } from 'react-hook-form'
import type { ListingFormValues } from '../form/values'
import type { OwnerStepId } from './step-ids'

// The owner's flow, in its order (docs/product.md, The listing editor), grouped as the big marketplaces do: what is
// being sold first, then the property in numbers on one screen, so a house is published in about six screens.
// `fields` are checked (the shared listing schema) before "Continuar".

export const ownerSteps: readonly {
  id: OwnerStepId
  title: MessageDescriptor
  fields: Path<ListingFormValues>[]
}[] = [
  { id: 'plano', title: msg`Plano`, fields: [] },
  {
    id: 'negocio',
    title: msg`Venda ou aluguel e tipo`,
    fields: ['listing_type', 'rental_period', 'rental_days', 'category'],
  },
  {
    id: 'numeros',
    title: msg`O imóvel em números`,
    fields: [
      'bedroom',
      'commercial_room',
      'suite',
      'bathroom',
      'parking_space',
      'square_meters',
      'built_area_meters',
      'price',
      'rent_price',
      'condo_fee',
      'iptu_monthly',
    ],
  },
  {
    id: 'caracteristicas',
    title: msg`Características`,
    fields: ['rural', 'features', 'floor', 'year_built'],
  },
  { id: 'endereco', title: msg`Endereço`, fields: ['address'] },
  { id: 'anuncio', title: msg`Descrição e fotos`, fields: ['name', 'description', 'youtube_url'] },
  { id: 'revisao', title: msg`Revisar e criar`, fields: [] },
] as const satisfies readonly { id: string; title: MessageDescriptor; fields: Path<ListingFormValues>[] }[]

export { isOwnerStep, ownerStepIds, type OwnerStepId } from './step-ids'

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
