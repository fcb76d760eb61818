import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { drainedToast } from './drained-toast'

beforeAll(() => i18n.activate('pt-BR'))

describe('the toast once nothing waits to be sent', () => {
  it('says everything went only when nothing failed', () => {
    expect(drainedToast(3, 0)).toMatchObject({
      severity: 'success',
      summary: 'Tudo enviado',
      detail: '3 itens enviados',
    })
  })

  it('says what failed, and where to fix it, when something was refused on the way', () => {
    const toast = drainedToast(2, 1)
    expect(toast).toMatchObject({ severity: 'warn', summary: '1 envio falhou' })
    expect(toast.summary).not.toContain('Tudo enviado')
    expect(toast.detail).toContain('2 itens enviados')
    expect(toast.detail).toContain('corrigir ou tentar novamente')
    expect(drainedToast(0, 2).summary).toBe('2 envios falharam')
  })
})
