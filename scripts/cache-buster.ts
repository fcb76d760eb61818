import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const domainDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'domain')

/**
 * A short hash of the API contract (src/domain, the zod schemas both sides share). The web app's persisted
 * query cache carries it as its buster: a build with a different contract never reads old cached shapes,
 * while a build that only changes UI code keeps what visitors saw offline.
 */
export function cacheBuster(): string {
  const hash = createHash('sha256')
  for (const file of fs
    .readdirSync(domainDir)
    .filter((f) => !f.includes('.test.'))
    .sort()) {
    hash.update(file).update(fs.readFileSync(path.join(domainDir, file)))
  }
  return hash.digest('hex').slice(0, 12)
}
