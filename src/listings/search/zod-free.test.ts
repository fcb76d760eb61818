import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The home page's JavaScript budget (140 KB gzipped, aim 130) has no room for zod (~20 KB gzipped). These modules are
// imported by the route tree and the first screen, so none of them may import zod, directly or not.
const root = path.resolve(__dirname, '../..')
const firstScreen = [
  'domain/paths.ts',
  'domain/enums.ts',
  'domain/constants.ts',
  'domain/region.ts',
  'listings/search/listing-search.ts',
  'lib/search-params/search-params.ts',
  'features/backoffice/table/table-search.ts',
]
const zodModules = [
  'domain/api.ts',
  'domain/property.ts',
  'domain/vehicle.ts',
  'domain/advertiser.ts',
  'domain/media.ts',
  'domain/settings.ts',
]

function runtimeImports(file: string): string[] {
  const code = fs.readFileSync(path.join(root, file), 'utf8')
  return [...code.matchAll(/^import (?!type )[^;]*?from '([^']+)'/gm)].map((m) => m[1]!)
}

describe('zod stays off the first screen', () => {
  it.each(firstScreen)('%s imports neither zod nor a module that defines schemas', (file) => {
    for (const spec of runtimeImports(file)) {
      expect(spec).not.toBe('zod')
      const target = path.join(path.dirname(file), spec) + '.ts'
      expect(zodModules).not.toContain(path.normalize(target))
    }
  })
})
