import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** The error page knows three statuses (401, 404, 500); anything else is shown as 500. */
export type ErrorPageStatus = 404 | 401 | 500

export const errorPageStatus = (status: number | undefined | null): ErrorPageStatus =>
  status === 404 || status === 401 ? status : 500

export const errorTexts: Record<
  ErrorPageStatus,
  { title: MessageDescriptor; description: MessageDescriptor }
> = {
  404: {
    title: msg({ id: 'common.error.not_found.title', message: 'Página não encontrada' }),
    description: msg({
      id: 'common.error.not_found.description',
      message: 'O endereço que você procurou não existe, mudou de lugar ou foi removido.',
    }),
  },
  401: {
    title: msg({ id: 'common.error.unauthorized.title', message: 'Acesso negado' }),
    description: msg({
      id: 'common.error.unauthorized.description',
      message: 'Você não tem permissão para acessar esta página.',
    }),
  },
  500: {
    title: msg({ id: 'common.error.internal_server_error.title', message: 'Erro no servidor' }),
    description: msg({
      id: 'common.error.internal_server_error.description',
      message: 'Algo deu errado, tente novamente mais tarde.',
    }),
  },
}
