import '../../lib/i18n/visitor-catalog'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { towns } from '../../domain/region'
import { buttonClass } from '../../ui/button'

/** "Baixar <cidade> para ver sem internet", beside a search of that town (or the region's first town). */
export function TownPackLink({ city }: { city?: string }) {
  const town = towns.find((t) => t.slug === city) ?? towns[0]
  const name = town.name
  return (
    <Link
      to="/sem-internet"
      search={{ cidade: town.slug }}
      className={buttonClass({ variant: 'ghost', small: true })}
    >
      <Trans>Baixar {name} para ver sem internet</Trans>
    </Link>
  )
}
