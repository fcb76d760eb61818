import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { UserProfile } from '../../../domain/enums'
import '../../../lib/i18n/account-catalog'

export const profileLabels: Record<UserProfile, MessageDescriptor> = {
  owner: msg`Proprietário`,
  broker: msg`Corretor`,
  business: msg`Imobiliária`,
}

export const profileDescriptions: Record<UserProfile, MessageDescriptor> = {
  owner: msg`Tenho um imóvel ou veículo para vender ou alugar.`,
  broker: msg`Sou corretor de imóveis e anuncio para meus clientes.`,
  business: msg`Represento uma imobiliária ou revenda com equipe.`,
}
