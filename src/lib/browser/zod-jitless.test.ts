import { describe, expect, it } from 'vitest'

describe('zod without eval', () => {
  it('is jitless once this module ran, although zod loads after it', async () => {
    await import('./zod-jitless')
    const { z } = await import('zod')
    expect(z.config().jitless).toBe(true)
  })
})
