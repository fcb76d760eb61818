import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { waterSources } from '../../../domain/enums'
import { rangeLabel } from '../../../listings/filters/range-label'
import { waterLabels } from '../../../listings/labels/rural-detail-labels'
import type { SearchFilter } from '../../../listings/search/listing-search-kind'
import { formatHectares } from '../../../lib/format/rural-format'
import type { PropertyRouteSearch } from '../api/get-properties'
import '../../../lib/i18n/discovery-catalog'

/** The rural filters of /imoveis, shown once a farm, ranch or site is chosen. */
export function ruralFilters(s: PropertyRouteSearch): SearchFilter<PropertyRouteSearch>[] {
  const yes = [{ value: 'yes', label: t`Sim` }]
  return [
    {
      name: 'area_ha',
      control: 'range',
      min: 'area_ha_min',
      max: 'area_ha_max',
      id: 'pf-area-ha',
      legend: t`Área (hectares)`,
      chip: rangeLabel(s.area_ha_min, s.area_ha_max, formatHectares),
    },
    {
      name: 'water',
      control: 'choice',
      key: 'water',
      legend: t`Água`,
      options: waterSources.map((w) => ({ value: w, label: i18n._(waterLabels[w]) })),
      chip: s.water && i18n._(waterLabels[s.water]),
    },
    {
      name: 'electricity',
      control: 'choice',
      key: 'electricity',
      legend: t`Energia elétrica`,
      options: [
        { value: 'any', label: t`Com energia` },
        { value: 'three_phase', label: t`Trifásica` },
      ],
      chip: s.electricity && (s.electricity === 'any' ? t`Com energia` : t`Energia trifásica`),
    },
    {
      name: 'asphalt',
      control: 'choice',
      key: 'asphalt',
      legend: t`Acesso`,
      options: [{ value: 'yes', label: t`Asfalto` }],
      chip: s.asphalt && t`Acesso por asfalto`,
    },
    {
      name: 'car',
      control: 'choice',
      key: 'car',
      legend: t`CAR (Cadastro Ambiental Rural)`,
      options: yes,
      chip: s.car && t`Com CAR`,
    },
    {
      name: 'sigef',
      control: 'choice',
      key: 'sigef',
      legend: t`Georreferenciamento (SIGEF)`,
      options: yes,
      chip: s.sigef && t`Georreferenciado`,
    },
  ]
}

/** The rural params cleared. */
export const noRuralFilters = {
  area_ha_min: undefined,
  area_ha_max: undefined,
  water: undefined,
  electricity: undefined,
  asphalt: undefined,
  car: undefined,
  sigef: undefined,
} satisfies Partial<PropertyRouteSearch>
