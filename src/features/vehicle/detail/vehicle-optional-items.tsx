import { Trans } from '@lingui/react/macro'
import { selectOptionalItems } from '../../../domain/optional-items'
import { CheckIcon } from '../../../ui/detail-icons'
import { useVehicleSettings } from '../../../listings/api/vehicle-settings'
import '../../../lib/i18n/discovery-catalog'

/** The optional items: only the groups with a selected item, each with its selected items. */
export function VehicleOptionalItems({ selectedIds }: { selectedIds: number[] }) {
  const { data } = useVehicleSettings()
  if (!data || selectedIds.length === 0) return null
  const groups = selectOptionalItems(data.optional_items, selectedIds)
  if (groups.length === 0) return null
  return (
    <section className="detail-section" aria-labelledby="vd-optionals">
      <h2 id="vd-optionals">
        <Trans>Opcionais</Trans>
      </h2>
      {groups.map((g) => (
        <div key={g.id} className="detail-section">
          <h3>{g.name}</h3>
          <ul className="check-list">
            {g.items.map((item) => (
              <li key={item.id}>
                <CheckIcon size={18} />
                {item.name}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  )
}
