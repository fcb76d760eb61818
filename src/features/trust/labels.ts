import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { TrustFileKind, TrustState } from '../../domain/trust'

export const fileKindLabels: Record<TrustFileKind, MessageDescriptor> = {
  identity: msg`Documento de identidade (RG ou CNH)`,
  creci: msg`Carteira do CRECI`,
  cnpj: msg`Cartão CNPJ`,
  registry: msg`Certidão de matrícula do imóvel`,
  crlv: msg`CRLV do veículo`,
}

export const stateLabels: Record<TrustState, MessageDescriptor> = {
  not_sent: msg`Não enviado`,
  pending: msg`Em análise`,
  approved: msg`Verificado`,
  refused: msg`Recusado`,
}
