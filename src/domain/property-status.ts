import { z } from 'zod'
import { propertyStatuses, type ListingType, type PropertyStatus } from './enums'
import { byStatus, refusalOf, type ListingAction } from './listing-lifecycle'
import { oneOf } from './validation'

// The advertiser's status actions on a property, read from the one lifecycle table (./listing-lifecycle.ts): the
// server checks every change against it (the status action and the editor's save alike) and the dashboard offers
// only what it allows. Sold needs a listing for sale, rented one for rent ('both' allows either). Publishing also
// counts the plan's properties_limit. 'inactive' is a staff hold: only staff lift it.

/** The advertiser's status actions, by the status they lead to. */
export const propertyOwnerTargets = ['active', 'paused', 'pending', 'sold', 'rented'] as const
export type PropertyOwnerTarget = (typeof propertyOwnerTargets)[number]

/** The lifecycle action that leads to each target. */
export const propertyTargetAction = {
  active: 'publish',
  paused: 'pause',
  pending: 'unpublish',
  sold: 'sold',
  rented: 'rented',
} as const satisfies Record<PropertyOwnerTarget, ListingAction>

export const propertyTransitions: Record<PropertyStatus, readonly PropertyOwnerTarget[]> = byStatus(
  propertyStatuses,
  (from) =>
    propertyOwnerTargets.filter(
      (to) =>
        refusalOf('property', propertyTargetAction[to], 'advertiser', {
          status: from,
          archived: false,
          hold: null,
        }) === null,
    ),
)

/** Sold only for a listing for sale, rented only for one for rent. */
const fitsListingType = (to: PropertyOwnerTarget, listingType: ListingType): boolean =>
  to === 'sold' ? listingType !== 'rent' : to === 'rented' ? listingType !== 'sale' : true

export const canMoveProperty = (from: PropertyStatus, to: PropertyOwnerTarget, listingType: ListingType) =>
  propertyTransitions[from].includes(to) && fitsListingType(to, listingType)

/** The statuses the editor may save a listing with: its own, and those the table allows from it. */
export const propertyStatusOptions = (
  from: PropertyStatus,
  listingType: ListingType,
): PropertyOwnerTarget[] =>
  propertyOwnerTargets.filter((to) => to === from || canMoveProperty(from, to, listingType))

const actionWords: Record<PropertyOwnerTarget, string> = {
  active: 'publicar',
  paused: 'pausar',
  pending: 'tornar pendente',
  sold: 'marcar como vendido',
  rented: 'marcar como alugado',
}
const statusWords: Record<PropertyStatus, string> = {
  active: 'publicado',
  inactive: 'inativo',
  pending: 'pendente',
  paused: 'pausado',
  sold: 'vendido',
  rented: 'alugado',
}

export const propertyStatusMsg = {
  /** 409 for a change the table refuses. */
  transition: (from: PropertyStatus, to: PropertyOwnerTarget) =>
    `Não é possível ${actionWords[to]} um imóvel ${statusWords[from]}.`,
  soldNeedsSale: 'Só um imóvel à venda pode ser marcado como vendido.',
  rentedNeedsRent: 'Só um imóvel para alugar pode ser marcado como alugado.',
  archived: 'Este imóvel está arquivado. Desarquive-o para alterar.',
  notArchived: 'Este imóvel não está arquivado.',
  alreadyArchived: 'Este imóvel já está arquivado.',
  highlightNeedsActive: 'Só imóveis publicados podem ficar em destaque.',
} as const

/** What failed, said per action (the dashboard shows it when the server gives no detail, e.g. offline). */
export const propertyActionFailMsg = {
  status: 'Falha ao alterar a situação do imóvel, tente novamente mais tarde.',
  archive: 'Falha ao arquivar o imóvel, tente novamente mais tarde.',
  unarchive: 'Falha ao desarquivar o imóvel, tente novamente mais tarde.',
  remove: 'Falha ao excluir o imóvel, tente novamente mais tarde.',
  highlight: 'Falha ao destacar o imóvel, tente novamente mais tarde.',
  unhighlight: 'Falha ao remover o destaque, tente novamente mais tarde.',
} as const

/** PUT /v1/properties/:id/status. */
export const propertyStatusBodySchema = z.object({ status: oneOf(propertyOwnerTargets) })
export type PropertyStatusBody = z.infer<typeof propertyStatusBodySchema>
