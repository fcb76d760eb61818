// axe-core in the journeys. @axe-core/playwright needs Node 22, so this does what it does on Node 20: the
// engine's own source evaluated in the page through the DevTools protocol, which the app's Content Security
// Policy (script-src 'self') does not govern. A <script> tag would be refused by the policy, and turning the
// policy off (bypassCSP) would check a page the visitor never gets.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'
import type { AxeResults } from 'axe-core'

export const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const
export type Impact = (typeof IMPACTS)[number]

export interface AxeViolation {
  rule: string
  impact: Impact
  help: string
  /** One CSS selector per offending element. */
  targets: string[]
}

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** The page as it is now, checked by axe's default rules (WCAG A/AA and best practices). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }
    const results = await axe.run(document, { resultTypes: ['violations'] })
    return results.violations.map((v) => ({
      rule: v.id,
      impact: (v.impact ?? 'minor') as Impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.map((t) => (Array.isArray(t) ? t.join(' ') : t)).join(' ⟫ ')),
    }))
  })
}

interface Finding {
  page: string
  rule: string
  impact: Impact
  targets: Set<string>
}

/**
 * Violations over many pages, each element counted once per page and rule however many widths saw it (the same
 * unlabelled button at 320 and at 360 px is one thing to fix).
 */
export class AxeLedger {
  private readonly findings = new Map<string, Finding>()
  readonly pages = new Set<string>()

  record(page: string, violations: AxeViolation[]): void {
    this.pages.add(page)
    for (const v of violations) {
      const key = `${page}\n${v.rule}`
      const finding = this.findings.get(key) ?? { page, rule: v.rule, impact: v.impact, targets: new Set() }
      for (const t of v.targets) finding.targets.add(t)
      this.findings.set(key, finding)
    }
  }

  /** Offending elements by impact, over every page recorded. */
  totals(): Record<Impact, number> {
    const totals = { critical: 0, serious: 0, moderate: 0, minor: 0 }
    for (const f of this.findings.values()) totals[f.impact] += f.targets.size
    return totals
  }

  /** A table of page, rule, impact and count, worst first, with the first offending element of each. */
  summary(): string {
    const rows = [...this.findings.values()]
      .sort((a, b) => IMPACTS.indexOf(a.impact) - IMPACTS.indexOf(b.impact) || a.page.localeCompare(b.page))
      .map((f) => [f.page, f.rule, f.impact, String(f.targets.size), [...f.targets][0] ?? ''])
    const table = [['page', 'rule', 'impact', 'count', 'first element'], ...rows]
    const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)))
    const totals = this.totals()
    return [
      `axe: ${this.pages.size} pages, ${IMPACTS.map((i) => `${totals[i]} ${i}`).join(', ')}`,
      ...(rows.length ? table : []).map(
        (row) => `  ${row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')}`,
      ),
    ].join('\n')
  }
}

/** At most so many offending elements of each impact (an impact left out is not limited). */
export type AxeBudget = Partial<Record<Impact, number>>

/** The pages recorded so far stay within `budget`; the table says where they do not. */
export function expectAxeWithin(ledger: AxeLedger, budget: AxeBudget): void {
  const totals = ledger.totals()
  for (const impact of IMPACTS) {
    const limit = budget[impact]
    if (limit !== undefined)
      expect.soft(totals[impact], `axe ${impact} violations\n${ledger.summary()}`).toBeLessThanOrEqual(limit)
  }
}
