import { i18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { ToastMessage } from '../../ui/toast-store'
import '../../lib/i18n/visitor-catalog'

const allSent = msg`Tudo enviado`
const where = msg`Toque em “falhou” na barra para corrigir ou tentar novamente.`

/**
 * The toast once nothing waits any more: "Tudo enviado" only when nothing was refused on the way; otherwise how
 * many failed, and where to fix them. `sent` is what this page sent, `failed` what waits for the user.
 */
export function drainedToast(sent: number, failed: number): ToastMessage {
  const detail = sent > 0 ? plural(sent, { one: '# item enviado', other: '# itens enviados' }) : undefined
  if (failed === 0) return { id: 'outbox-drained', severity: 'success', summary: i18n._(allSent), detail }
  return {
    id: 'outbox-drained',
    severity: 'warn',
    life: 8000,
    summary: plural(failed, { one: '# envio falhou', other: '# envios falharam' }),
    detail: [detail, i18n._(where)].filter(Boolean).join('. '),
  }
}
