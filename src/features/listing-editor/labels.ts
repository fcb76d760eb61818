import '../../lib/i18n/listing-catalog'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PropertyStatus, rentalPeriods } from '../../domain/enums'

export const rentalPeriodChoices: Record<(typeof rentalPeriods)[number], MessageDescriptor> = {
  daily: msg`Diária`,
  biweekly: msg`Quinzenal`,
  monthly: msg`Mensal`,
  custom: msg`Personalizado`,
}

/** 'active' is shown as published: the word advertisers know. */
export const statusLabels: Record<PropertyStatus, MessageDescriptor> = {
  active: msg`Publicado`,
  inactive: msg`Inativo`,
  pending: msg`Pendente`,
  paused: msg`Pausado`,
  sold: msg`Vendido`,
  rented: msg`Alugado`,
}

/** What each choice does, in the publish step. */
export const statusChoices: Record<'active' | 'paused' | 'pending' | 'sold' | 'rented', MessageDescriptor> = {
  active: msg`Publicar agora`,
  pending: msg`Salvar como pendente (não aparece nas buscas)`,
  paused: msg`Pausar o anúncio`,
  sold: msg`Marcar como vendido`,
  rented: msg`Marcar como alugado`,
}

/** '312 KB', '2,4 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  return `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`
}
