import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { AuditAction } from '../../domain/backoffice-audit'
import '../../lib/i18n/backoffice-catalog'

// pt-BR names of the values staff see in the back office tables and forms.

export const profileLabels: Record<string, MessageDescriptor> = {
  owner: msg`Proprietário`,
  broker: msg`Corretor`,
  business: msg`Imobiliária`,
}

export const userStatusLabels: Record<string, MessageDescriptor> = {
  active: msg`Ativo`,
  inactive: msg`Inativo`,
  suspended: msg`Suspenso`,
}

export const activeLabels: Record<string, MessageDescriptor> = {
  active: msg`Ativa`,
  inactive: msg`Inativa`,
}

export const planActiveLabels: Record<string, MessageDescriptor> = {
  active: msg`Ativo`,
  inactive: msg`Desativado`,
}

export const vehicleTypeLabels: Record<string, MessageDescriptor> = {
  cars: msg`Carros`,
  motorcycles: msg`Motos`,
  trucks: msg`Caminhões`,
}

export const subscriptionStatusLabels: Record<string, MessageDescriptor> = {
  active: msg`Ativa`,
  inactive: msg`Inativa`,
  pending: msg`Pendente`,
  canceled: msg`Cancelada`,
  expired: msg`Expirada`,
  trial: msg`Teste grátis`,
}

export const planPeriodLabels: Record<string, MessageDescriptor> = {
  monthly: msg`Mensal`,
  bimonthly: msg`Bimestral`,
  quarterly: msg`Trimestral`,
  semiannually: msg`Semestral`,
  yearly: msg`Anual`,
}

export const reportReasonLabels: Record<string, MessageDescriptor> = {
  inappropriate_content: msg`Conteúdo impróprio`,
  false_misleading_information: msg`Informação falsa ou enganosa`,
  property_not_available: msg`Imóvel não está disponível`,
  owner_not_responding: msg`Anunciante não responde`,
  inadequate_description_photos: msg`Descrição ou fotos inadequadas`,
  advertisement_spam: msg`Anúncio repetido ou spam`,
  copyright_violation: msg`Violação de direitos autorais`,
  other: msg`Outro motivo`,
}

/** A report's state as a badge: open, resolved (active) or dismissed (inactive). */
export const reportStateLabels: Record<string, MessageDescriptor> = {
  open: msg`Aberta`,
  active: msg`Procedente`,
  inactive: msg`Descartada`,
}

export const listingStatusLabels: Record<string, MessageDescriptor> = {
  active: msg`Publicado`,
  published: msg`Publicado`,
  inactive: msg`Inativo`,
  pending: msg`Em revisão`,
  paused: msg`Pausado`,
  sold: msg`Vendido`,
  rented: msg`Alugado`,
  draft: msg`Rascunho`,
  suspended: msg`Suspenso`,
}

export const auditTargetLabels: Record<string, MessageDescriptor> = {
  brands: msg`Marcas`,
  models: msg`Modelos`,
  years: msg`Anos`,
  users: msg`Usuários`,
  plans: msg`Planos`,
  reports: msg`Denúncias`,
  properties: msg`Imóveis`,
  vehicles: msg`Veículos`,
  settings: msg`Configurações`,
}

/** Every action the server logs has a short name (the type fails when one is missing); older ones fall back. */
export const auditActionLabels: Record<AuditAction, MessageDescriptor> &
  Record<string, MessageDescriptor | undefined> = {
  'brands.create': msg`Marca criada`,
  'brands.update': msg`Marca editada`,
  'brands.activate': msg`Marca ativada`,
  'brands.deactivate': msg`Marca desativada`,
  'models.create': msg`Modelo criado`,
  'models.update': msg`Modelo editado`,
  'years.create': msg`Ano criado`,
  'years.create_many': msg`Anos adicionados`,
  'years.update': msg`Ano editado`,
  'users.suspend': msg`Usuário suspenso`,
  'users.reactivate': msg`Usuário reativado`,
  'users.subscription': msg`Plano do usuário alterado`,
  'plans.create': msg`Plano criado`,
  'plans.update': msg`Plano editado`,
  'plans.enable': msg`Plano ativado`,
  'plans.disable': msg`Plano desativado`,
  'plans.reorder': msg`Planos reordenados`,
  'reports.resolve': msg`Denúncia procedente`,
  'reports.dismiss': msg`Denúncia descartada`,
  'properties.pause': msg`Imóvel pausado`,
  'properties.archive': msg`Imóvel arquivado`,
  'properties.release': msg`Imóvel liberado`,
  'properties.keep': msg`Retenção do imóvel mantida`,
  'vehicles.pause': msg`Veículo pausado`,
  'vehicles.archive': msg`Veículo arquivado`,
  'vehicles.release': msg`Veículo liberado`,
  'vehicles.keep': msg`Retenção do veículo mantida`,
  'vehicles.approve': msg`Veículo aprovado`,
  'vehicles.reject': msg`Veículo recusado`,
  'trust.approve': msg`Documentos aprovados`,
  'trust.refuse': msg`Documentos recusados`,
  'settings.update': msg`Configurações do site editadas`,
}
