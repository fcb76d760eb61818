// import-x/no-cycle skips type-only imports, so a cycle with one `import type` in it passes. This rule reports
// those: at an `import type` (or `export type … from`) whose module leads back, through any static imports, type-only
// or not, to the file. Cycles of value imports alone stay import-x/no-cycle's. Dynamic `import()` does not count:
// it loads later, and is how a module may depend on one that depends on it.
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const extensions = ['', '.ts', '.tsx', '.mts', '/index.ts', '/index.tsx']
const isFile = (file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile() === true

/** The file a relative import names, or undefined (a package, or a file that is not there). */
function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return undefined
  const base = path.resolve(path.dirname(from), specifier)
  for (const extension of extensions) if (isFile(base + extension)) return base + extension
  return undefined
}

// One ESLint run reads each module once.
const importsOf = new Map()

/** The files a module imports statically (type-only imports included). */
function staticImports(file) {
  let imports = importsOf.get(file)
  if (imports) return imports
  imports = []
  importsOf.set(file, imports)
  if (!/\.(m?ts|tsx)$/.test(file)) return imports
  const text = fs.readFileSync(file, 'utf8')
  for (const { fileName, pos } of ts.preProcessFile(text, true, false).importedFiles) {
    const dynamic = /import\s*\(\s*$/.test(text.slice(Math.max(0, pos - 20), pos - 1))
    const resolved = dynamic ? undefined : resolveImport(file, fileName)
    if (resolved) imports.push(resolved)
  }
  return imports
}

function leadsBack(start, target) {
  const seen = new Set([start])
  const queue = [start]
  while (queue.length > 0) {
    for (const next of staticImports(queue.shift())) {
      if (next === target) return true
      if (!seen.has(next)) {
        seen.add(next)
        queue.push(next)
      }
    }
  }
  return false
}

const typeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.type === 'ImportDeclaration' &&
    node.specifiers.length > 0 &&
    node.specifiers.every((s) => s.importKind === 'type'))

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles that go through a type-only import.' },
    schema: [],
    messages: { cycle: 'Dependency cycle through a type-only import of "{{source}}".' },
  },
  create(context) {
    const file = context.physicalFilename
    const check = (node) => {
      if (!node.source || !typeOnly(node)) return
      const target = resolveImport(file, node.source.value)
      if (target && leadsBack(target, file))
        context.report({ node, messageId: 'cycle', data: { source: node.source.value } })
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check }
  },
}
