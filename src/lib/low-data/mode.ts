// Low-data mode ("Economia de dados"): list photos only when tapped, the smallest gallery variant, maps on
// demand, nothing prefetched, no service worker precache. On when the visitor chose it (a cookie, so the server's
// first HTML is already right), else when the browser asks to save data (the Save-Data header, or
// navigator.connection.saveData) or reports a 2G connection. More in docs/low-data.md.
import { writeCookie } from '../browser/cookies'
import { choiceOf, isLowData, LOW_DATA_COOKIE } from '../../domain/low-data'

/** The Network Information API (Chromium only; absent elsewhere: no hint). */
interface Connection extends EventTarget {
  saveData?: boolean
  effectiveType?: string
}
const connection = (): Connection | undefined => (navigator as { connection?: Connection }).connection

/** The server saw `Save-Data: on` on the request that rendered this page (server/modules/seo/server-render.ts). */
const savedByServer = () => document.getElementById('root')?.dataset.saveData !== undefined

/** As the server decided for this page's HTML: what hydration must render first. */
export const lowDataAsServed = (): boolean =>
  isLowData({ choice: choiceOf(document.cookie), saveData: savedByServer() })

/** The mode now, in the browser (false on the server, which decides from the request: see useLowData). */
export function lowDataNow(): boolean {
  if (typeof document === 'undefined') return false
  const c = connection()
  return isLowData({
    choice: choiceOf(document.cookie),
    saveData: savedByServer() || c?.saveData === true,
    effectiveType: c?.effectiveType,
  })
}

const listeners = new Set<() => void>()

export function subscribeLowData(listener: () => void): () => void {
  listeners.add(listener)
  connection()?.addEventListener('change', listener)
  return () => {
    listeners.delete(listener)
    connection()?.removeEventListener('change', listener)
  }
}

/** The visitor's choice, kept a year. */
export function chooseLowData(on: boolean): void {
  writeCookie(LOW_DATA_COOKIE, on ? 'on' : 'off', { maxAgeSeconds: 365 * 24 * 3600 })
  listeners.forEach((l) => l())
}

/** Runs `start` once, as soon as low-data mode is off (now, or when the visitor or the connection turns it off). */
export function whenNotLowData(start: () => void): void {
  if (!lowDataNow()) return start()
  const stop = subscribeLowData(() => {
    if (lowDataNow()) return
    stop()
    start()
  })
}
