/** Years as a reader says them: [2018, 2019, 2020, 2023] → "2018 a 2020, 2023". */
export function yearsSummary(years: readonly number[]): string {
  const sorted = [...new Set(years)].sort((a, b) => a - b)
  const runs: [number, number][] = []
  for (const y of sorted) {
    const last = runs.at(-1)
    if (last && y === last[1] + 1) last[1] = y
    else runs.push([y, y])
  }
  return runs.map(([a, b]) => (a === b ? String(a) : b === a + 1 ? `${a}, ${b}` : `${a} a ${b}`)).join(', ')
}
