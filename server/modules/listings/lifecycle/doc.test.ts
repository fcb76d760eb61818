import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { lifecycleMarkdown } from './doc'

describe('docs/lifecycle.md', () => {
  it.each(['property', 'vehicle'] as const)('shows the %s table as the lifecycle has it', (kind) => {
    const page = fs.readFileSync(new URL('../../../../docs/lifecycle.md', import.meta.url), 'utf8')
    expect(page).toContain(lifecycleMarkdown(kind))
  })
})
