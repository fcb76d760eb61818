// The owner's flow's screens by name, in order: all the route's search validation needs, without the screens'
// fields and titles (steps.ts), which load with the flow itself.

export const ownerStepIds = [
  'plano',
  'negocio',
  'numeros',
  'caracteristicas',
  'endereco',
  'anuncio',
  'revisao',
] as const
export type OwnerStepId = (typeof ownerStepIds)[number]
export const isOwnerStep = (v: unknown): v is OwnerStepId => ownerStepIds.includes(v as OwnerStepId)
