import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { FeedSkipReason } from '../../domain/feeds'

export const skipLabels: Record<FeedSkipReason, MessageDescriptor> = {
  unknown_town: msg`Cidade fora da região atendida`,
  no_price: msg`Sem preço`,
  over_limit: msg`Acima do limite do plano`,
  bad_photo: msg`Foto inválida ou inacessível`,
  invalid: msg`Dados inválidos`,
  no_id: msg`Sem código do anúncio (ListingID)`,
  duplicate_id: msg`Código do anúncio repetido no arquivo`,
  archived: msg`Arquivado no painel: desarquive para voltar a sincronizar`,
  too_many: msg`O arquivo passa do número máximo de anúncios`,
}
