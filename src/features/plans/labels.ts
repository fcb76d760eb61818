import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SubscriptionStatus } from '../../domain/billing'
import type { paymentMethodStatuses, planPeriods, UserProfile } from '../../domain/enums'
import '../../lib/i18n/plans-catalog'

export const periodLabels: Record<(typeof planPeriods)[number], MessageDescriptor> = {
  monthly: msg`Mensal`,
  bimonthly: msg`Bimestral`,
  quarterly: msg`Trimestral`,
  semiannually: msg`Semestral`,
  yearly: msg`Anual`,
}

export const profileLabels: Record<UserProfile, MessageDescriptor> = {
  owner: msg`Proprietário`,
  broker: msg`Corretor`,
  business: msg`Imobiliária`,
}

export const statusLabels: Record<SubscriptionStatus, MessageDescriptor> = {
  active: msg`Ativa`,
  inactive: msg`Inativa (pagamento pendente)`,
  pending: msg`Aguardando pagamento`,
  canceled: msg`Cancelada`,
  expired: msg`Expirada`,
  trial: msg`Em período de teste`,
}

export const cardStatusLabels: Record<(typeof paymentMethodStatuses)[number], MessageDescriptor> = {
  active: msg`Ativo`,
  suspended: msg`Suspenso`,
  expired: msg`Vencido`,
}

export const brandLabels: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
  diners: 'Diners Club',
}
