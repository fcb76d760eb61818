import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { TownPacksPage } from '../../features/town-packs/town-packs-page'

export const Route = createFileRoute('/_default/sem-internet')({
  validateSearch: z.object({ cidade: z.string().max(40).optional().catch(undefined) }),
  component: TownPacksRoute,
})

function TownPacksRoute() {
  const { cidade } = Route.useSearch()
  return <TownPacksPage town={cidade} />
}
