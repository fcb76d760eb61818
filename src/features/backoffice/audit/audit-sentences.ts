import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { AuditAction } from '../../../domain/backoffice-audit'
import '../../../lib/i18n/backoffice-catalog'

// One pt-BR sentence per action the server writes to the audit log: who did what to what. A Record over
// `auditActions`, so an action added on the server without its sentence fails the type check and the tests.

export interface SentenceParts {
  /** "Ana (equipe)" */
  actor: string
  /** What the action was done to: "joao@exemplo.com", "Chapada 1.0 Flex", "#12". */
  target: string
}

type Sentence = (p: SentenceParts) => MessageDescriptor

export const auditSentences: Record<AuditAction, Sentence> = {
  'brands.create': ({ actor, target }) => msg`${actor} criou a marca ${target}`,
  'brands.update': ({ actor, target }) => msg`${actor} editou a marca ${target}`,
  'brands.activate': ({ actor, target }) => msg`${actor} ativou a marca ${target}`,
  'brands.deactivate': ({ actor, target }) => msg`${actor} desativou a marca ${target}`,
  'models.create': ({ actor, target }) => msg`${actor} criou o modelo ${target}`,
  'models.update': ({ actor, target }) => msg`${actor} editou o modelo ${target}`,
  'years.create': ({ actor, target }) => msg`${actor} adicionou o ano ${target}`,
  'years.create_many': ({ actor, target }) => msg`${actor} adicionou anos ao modelo ${target}`,
  'years.update': ({ actor, target }) => msg`${actor} editou o ano ${target}`,
  'users.suspend': ({ actor, target }) => msg`${actor} suspendeu o usuário ${target}`,
  'users.reactivate': ({ actor, target }) => msg`${actor} reativou o usuário ${target}`,
  'users.subscription': ({ actor, target }) => msg`${actor} alterou o plano do usuário ${target}`,
  'plans.create': ({ actor, target }) => msg`${actor} criou o plano ${target}`,
  'plans.update': ({ actor, target }) => msg`${actor} editou o plano ${target}`,
  'plans.enable': ({ actor, target }) => msg`${actor} ativou o plano ${target}`,
  'plans.disable': ({ actor, target }) => msg`${actor} desativou o plano ${target}`,
  'plans.reorder': ({ actor }) => msg`${actor} reordenou os planos`,
  'reports.resolve': ({ actor, target }) => msg`${actor} considerou procedente a denúncia sobre ${target}`,
  'reports.dismiss': ({ actor, target }) => msg`${actor} descartou a denúncia sobre ${target}`,
  'properties.pause': ({ actor, target }) => msg`${actor} pausou o imóvel ${target}`,
  'properties.archive': ({ actor, target }) => msg`${actor} arquivou o imóvel ${target}`,
  'properties.release': ({ actor, target }) => msg`${actor} liberou o imóvel ${target}`,
  'properties.keep': ({ actor, target }) => msg`${actor} manteve a retenção do imóvel ${target}`,
  'vehicles.pause': ({ actor, target }) => msg`${actor} pausou o veículo ${target}`,
  'vehicles.archive': ({ actor, target }) => msg`${actor} arquivou o veículo ${target}`,
  'vehicles.release': ({ actor, target }) => msg`${actor} liberou o veículo ${target}`,
  'vehicles.keep': ({ actor, target }) => msg`${actor} manteve a retenção do veículo ${target}`,
  'vehicles.approve': ({ actor, target }) => msg`${actor} aprovou o veículo ${target}`,
  'vehicles.reject': ({ actor, target }) => msg`${actor} recusou o veículo ${target}`,
  'trust.approve': ({ actor, target }) => msg`${actor} aprovou os documentos de ${target}`,
  'trust.refuse': ({ actor, target }) => msg`${actor} recusou os documentos de ${target}`,
  'settings.update': ({ actor }) => msg`${actor} editou as configurações do site`,
}

/** An action without a sentence of its own (an older entry, a route that named none): still words, not JSON. */
export const genericSentence = ({ actor, target, action }: SentenceParts & { action: string }) =>
  msg`${actor} registrou a ação “${action}” em ${target}`
