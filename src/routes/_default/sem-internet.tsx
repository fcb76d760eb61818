import { createFileRoute } from '@tanstack/react-router'
import { TownPacksPage } from '../../features/town-packs/town-packs-page'

// Without zod: the route tree is in the first JavaScript every page loads.
export const Route = createFileRoute('/_default/sem-internet')({
  // Only compared with the towns' slugs: any other text picks no town.
  validateSearch: ({ cidade }: { cidade?: unknown }): { cidade?: string } =>
    typeof cidade === 'string' ? { cidade } : {},
  component: TownPacksRoute,
})

function TownPacksRoute() {
  const { cidade } = Route.useSearch()
  return <TownPacksPage town={cidade} />
}
