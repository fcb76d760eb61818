// Low-data mode ("Economia de dados"), decided the same way by the server's render and the browser. More in
// docs/low-data.md.

/** The visitor's choice, `on` or `off`; absent: the browser's hints decide. */
export const LOW_DATA_COOKIE = 'economia-dados'
export type LowDataChoice = 'on' | 'off' | null

export interface LowDataHints {
  choice: LowDataChoice
  /** The Save-Data header (or navigator.connection.saveData). */
  saveData: boolean
  /** navigator.connection.effectiveType, where the browser tells it. */
  effectiveType?: string
}

/** The visitor's choice overrides the hints; Save-Data or a 2G connection turn the mode on. */
export function isLowData({ choice, saveData, effectiveType }: LowDataHints): boolean {
  if (choice) return choice === 'on'
  return saveData || effectiveType === '2g' || effectiveType === 'slow-2g'
}

/** The choice in a Cookie header (or document.cookie). */
export function choiceOf(cookies: string): LowDataChoice {
  const pair = cookies
    .split(';')
    .map((p) => p.trim())
    .find((p) => p.startsWith(`${LOW_DATA_COOKIE}=`))
  const value = pair?.slice(LOW_DATA_COOKIE.length + 1)
  return value === 'on' || value === 'off' ? value : null
}

/** A request's `Save-Data` header asks to save data (its only defined value is `on`). */
export const savesData = (header: string | string[] | undefined): boolean =>
  typeof header === 'string' && header.trim().toLowerCase() === 'on'
