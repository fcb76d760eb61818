import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Texts of some folders live in their own lazily loaded catalog (lingui.config.ts). A module there that uses
// Lingui but does not import its catalog loader would show message ids instead of texts.
const root = path.resolve(__dirname, '../../..')
const config = fs.readFileSync(path.join(root, 'lingui.config.ts'), 'utf8')

function files(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`
    return entry.isDirectory() ? files(rel) : [rel]
  })
}
const sources = files('src').filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))

/** The source files matched by the glob list `const <name> = [...]` of lingui.config.ts. */
function modulesOf(name: string): { patterns: string[]; modules: string[] } {
  const list = new RegExp(`const ${name} = \\[([^\\]]*)\\]`).exec(config)?.[1] ?? ''
  const patterns = [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]!)
  return { patterns, modules: sources.filter((f) => patterns.some((p) => path.matchesGlob(f, p))) }
}

const catalogs: { name: string; covers: (modules: string[]) => void }[] = [
  {
    name: 'shared',
    covers: (modules) => {
      expect(modules).toContain('src/ui/dialog.tsx')
      expect(modules).toContain('src/app/layouts/dashboard-layout.tsx')
    },
  },
  { name: 'discovery', covers: (modules) => expect(modules.length).toBeGreaterThan(5) },
  { name: 'visitor', covers: (modules) => expect(modules.length).toBeGreaterThan(3) },
  { name: 'backoffice', covers: (modules) => expect(modules.length).toBeGreaterThan(5) },
  {
    name: 'labels',
    covers: (modules) => {
      expect(modules).toContain('src/listings/labels/property-detail-labels.ts')
      expect(modules).toContain('src/listings/labels/vehicle-detail-labels.ts')
    },
  },
  {
    name: 'plans',
    covers: (modules) => {
      expect(modules).toContain('src/features/plans/plan-page.tsx')
      expect(modules).toContain('src/features/plans/labels.ts')
    },
  },
  {
    name: 'account',
    covers: (modules) => {
      expect(modules).toContain('src/features/account/components/login-page.tsx')
      expect(modules).toContain('src/features/backoffice-auth/components/admin-login-page.tsx')
    },
  },
]

describe.each(catalogs)('$name catalog', ({ name, covers }) => {
  const { patterns, modules } = modulesOf(name)

  it('covers its modules', () => {
    expect(patterns.length).toBeGreaterThan(0)
    covers(modules)
  })

  it.each(modules)('%s imports the catalog loader if it uses Lingui', (file) => {
    const code = fs.readFileSync(path.join(root, file), 'utf8')
    if (!/from '@lingui\//.test(code)) return
    expect(code).toMatch(new RegExp(`import '[./]+(lib/i18n/)?${name}-catalog'`))
  })
})
