import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { reportReasons } from '../../domain/enums'
import '../../lib/i18n/visitor-catalog'

export type ReportReason = (typeof reportReasons)[number]

/** The report reasons, in the order the dialog lists them (the order of reportReasons). */
export const reportReasonLabels: Record<ReportReason, MessageDescriptor> = {
  inappropriate_content: msg`Conteúdo impróprio`,
  false_misleading_information: msg`Informações falsas ou enganosas`,
  property_not_available: msg`O imóvel não está mais disponível`,
  owner_not_responding: msg`O anunciante não responde`,
  inadequate_description_photos: msg`Descrição ou fotos inadequadas`,
  advertisement_spam: msg`Anúncio repetido ou spam`,
  copyright_violation: msg`Violação de direitos autorais`,
  other: msg`Outro motivo`,
}
