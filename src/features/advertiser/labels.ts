import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { UserProfile } from '../../domain/enums'
import '../../lib/i18n/shared-catalog'

export const profileLabels: Record<UserProfile, MessageDescriptor> = {
  owner: msg`Proprietário`,
  broker: msg`Corretor de imóveis`,
  business: msg`Imobiliária`,
}
