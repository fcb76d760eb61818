import fs from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { afterAll, describe, expect, it } from 'vitest'

// The lint config is the guard of the code's directions: these cases prove it rejects what it must, and lets
// through what the app is built on.
const eslint = new ESLint({ cwd: import.meta.dirname })

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(import.meta.dirname, filePath) })
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message)
}

const probe = (from: string) => `import * as probe from '${from}'\nexport const used = probe\n`

describe('lint: import directions', () => {
  it('rejects a feature importing another feature', async () => {
    expect(await ruleIds('src/features/contact/probe.ts', probe('../account/guards'))).toContain(
      'import-x/no-restricted-paths',
    )
  })

  it('rejects a feature importing a route or the app shell', async () => {
    for (const from of ['../../routes/__root', '../../app/i18n'])
      expect(await ruleIds('src/features/contact/probe.ts', probe(from))).toContain(
        'import-x/no-restricted-paths',
      )
  })

  it('lets a route compose features', async () => {
    expect(await ruleIds('src/routes/probe.ts', probe('../features/account/guards'))).toEqual([])
  })

  it('rejects shared code importing a feature', async () => {
    for (const file of ['src/ui/probe.ts', 'src/lib/probe.ts', 'src/listings/probe.ts'])
      expect(await ruleIds(file, probe('../features/account/guards'))).toContain(
        'import-x/no-restricted-paths',
      )
  })

  it('keeps the domain free of the web app', async () => {
    expect(await ruleIds('src/domain/probe.ts', probe('../lib/format/format'))).toContain(
      'import-x/no-restricted-paths',
    )
  })

  it('lets the service worker import the offline library only', async () => {
    expect(await ruleIds('sw/probe.ts', probe('../src/lib/offline/outbox'))).toEqual([])
    expect(await ruleIds('sw/probe.ts', probe('../src/lib/http/clients'))).toContain(
      'import-x/no-restricted-paths',
    )
  })

  it('lets the server import the domain only', async () => {
    expect(await ruleIds('server/probe.ts', probe('../src/domain/region'))).toEqual([])
    expect(await ruleIds('server/probe.ts', probe('../src/lib/format/format'))).toContain(
      'import-x/no-restricted-paths',
    )
  })

  it('keeps the server out of the web app and the service worker', async () => {
    for (const file of ['src/domain/probe.ts', 'src/lib/probe.ts', 'src/features/contact/probe.ts'])
      expect(await ruleIds(file, probe(`${path.relative(path.dirname(file), 'server/config')}`))).toContain(
        'import-x/no-restricted-paths',
      )
    expect(await ruleIds('sw/probe.ts', probe('../server/config'))).toContain('import-x/no-restricted-paths')
  })

  it('keeps the service worker and the journeys out of the server', async () => {
    for (const from of ['../sw/caches', '../e2e/support/server'])
      expect(await ruleIds('server/probe.ts', probe(from))).toContain('import-x/no-restricted-paths')
    expect(await ruleIds('server/modules/probe.ts', probe('../../sw/caches'))).toContain(
      'import-x/no-restricted-paths',
    )
  })

  it('lets a server module import another only through its public face', async () => {
    const file = 'server/modules/billing/probe.ts'
    expect(await ruleIds(file, probe('../auth/password'))).toContain('import-x/no-restricted-paths')
    expect(await ruleIds(file, probe('../listings/lifecycle'))).toContain('import-x/no-restricted-paths')
    expect(await ruleIds(file, probe('../auth'))).toEqual([])
    expect(await ruleIds(file, probe('./service'))).toEqual([])
  })

  it("lets test code, and only test code, use another module's test helpers", async () => {
    expect(await ruleIds('server/modules/billing/probe.test.ts', probe('../auth/test-helpers'))).toEqual([])
    expect(await ruleIds('server/modules/billing/probe.ts', probe('../auth/test-helpers'))).toContain(
      'import-x/no-restricted-paths',
    )
  })

  describe('cycles', () => {
    const dir = path.join(import.meta.dirname, 'src/lib', `lint-cycle-probe-${process.pid}`)
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

    it('rejects an import cycle', async () => {
      fs.mkdirSync(dir, { recursive: true })
      fs.writeFileSync(path.join(dir, 'a.ts'), probe('./b'))
      fs.writeFileSync(path.join(dir, 'b.ts'), probe('./a'))
      const relative = path.relative(import.meta.dirname, path.join(dir, 'a.ts'))
      expect(await ruleIds(relative, probe('./b'))).toContain('import-x/no-cycle')
    })

    it('rejects a cycle through a type-only import', async () => {
      fs.mkdirSync(dir, { recursive: true })
      const a = "import type { B } from './c'\nexport const x = 1\nexport type A = B\n"
      fs.writeFileSync(path.join(dir, 'c.ts'), "import { x } from './d'\nexport type B = typeof x\n")
      fs.writeFileSync(path.join(dir, 'd.ts'), a)
      const relative = path.relative(import.meta.dirname, path.join(dir, 'd.ts'))
      const ids = await ruleIds(relative, a)
      expect(ids).toContain('local/no-type-cycle')
      expect(ids).not.toContain('import-x/no-cycle')
    })

    it('lets a type-only import through when nothing leads back', async () => {
      fs.mkdirSync(dir, { recursive: true })
      fs.writeFileSync(path.join(dir, 'e.ts'), 'export type E = number\n')
      const relative = path.relative(import.meta.dirname, path.join(dir, 'f.ts'))
      expect(await ruleIds(relative, "import type { E } from './e'\nexport const y: E = 1\n")).toEqual([])
    })
  })
})
