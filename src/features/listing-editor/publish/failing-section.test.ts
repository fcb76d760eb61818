import { describe, expect, it } from 'vitest'
import { failingSection } from './failing-section'

describe('where "Corrigir" reopens the editor', () => {
  it('at the section of the field the server refused', () => {
    expect(failingSection({ status: 422, detail: 'CEP inválido', pointer: '/address/zip_code' })).toBe(
      'localizacao',
    )
    expect(failingSection({ status: 422, detail: 'x', pointer: '/photos/2/upload_id' })).toBe('fotos')
    expect(failingSection({ status: 422, detail: 'x', pointer: '/name' })).toBe('descricao')
  })

  it('at the publish step for a refusal about publishing (plan limit, no plan)', () => {
    const limit = { status: 422, detail: 'limite', code: 'properties_limit', pointer: '/status' }
    expect(failingSection(limit)).toBe('publicar')
    expect(failingSection({ status: 422, detail: 'plano', code: 'no_subscription' })).toBe('publicar')
    expect(failingSection(null)).toBe('publicar')
  })
})
