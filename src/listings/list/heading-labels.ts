// The words of /imoveis headings ("Casas para alugar em Irecê"): with the search page, not with the home cards.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PropertyCategory } from '../../domain/enums'
import '../../lib/i18n/discovery-catalog'

/** For list headings: "Casas para alugar em Irecê". */
export const categoryPluralLabels: Record<PropertyCategory, MessageDescriptor> = {
  house: msg`Casas`,
  apartment: msg`Apartamentos`,
  office: msg`Salas comerciais`,
  farm: msg`Fazendas`,
  land: msg`Terrenos`,
  lot: msg`Lotes`,
  ranch: msg`Chácaras`,
  building: msg`Prédios`,
  site: msg`Sítios`,
  commercial: msg`Pontos comerciais`,
  industrial: msg`Galpões industriais`,
  industrial_land: msg`Terrenos industriais`,
}

/** After the plural in a heading: "à venda", "para alugar". */
export const dealPhraseLabels: Record<'sale' | 'rent', MessageDescriptor> = {
  sale: msg`à venda`,
  rent: msg`para alugar`,
}
