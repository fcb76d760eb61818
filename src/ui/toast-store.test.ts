import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_TOAST_LIFE, getToasts, toast } from './toast-store'

afterEach(() => toast.clear())

describe('toast store', () => {
  it('adds toasts with defaults and the given fields', () => {
    const id = toast.add({ summary: 'Salvo', detail: 'Anúncio publicado', severity: 'success', group: 'bc' })
    expect(getToasts()).toEqual([
      {
        id,
        severity: 'success',
        summary: 'Salvo',
        detail: 'Anúncio publicado',
        life: DEFAULT_TOAST_LIFE,
        closable: true,
        group: 'bc',
      },
    ])
  })

  it('replaces a toast with the same id and removes by id or group', () => {
    toast.add({ id: 'net', summary: 'Sem conexão' })
    toast.add({ id: 'net', summary: 'Conexão restabelecida' })
    toast.add({ summary: 'Outro', group: 'bc' })
    expect(getToasts().map((t) => t.summary)).toEqual(['Conexão restabelecida', 'Outro'])
    toast.clear('bc')
    expect(getToasts().map((t) => t.summary)).toEqual(['Conexão restabelecida'])
    toast.remove('net')
    expect(getToasts()).toEqual([])
  })
})
