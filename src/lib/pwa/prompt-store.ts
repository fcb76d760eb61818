// The state of the two PWA prompts, shared by the registration code (no React) and the components.
import { useSyncExternalStore } from 'react'

/** Chromium's install event (not in TypeScript's DOM lib). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>
}

export interface PwaPromptState {
  /** Set while a new version waits; calling it activates the new version and reloads. */
  update: (() => void) | null
  /** Set while the browser offers installation. */
  install: BeforeInstallPromptEvent | null
}

let state: PwaPromptState = { update: null, install: null }
const listeners = new Set<() => void>()

export function setPwaPrompt(patch: Partial<PwaPromptState>): void {
  state = { ...state, ...patch }
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function usePwaPrompts(): PwaPromptState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  )
}

// Chromium may fire this before any component mounts: capture it as soon as the app starts (this store loads
// with the shell; the banners themselves load only when there is something to show, see pwa-prompts.tsx).
if (typeof window !== 'undefined') {
  // A server-rendered page starts the app after its first paint: its boot script may have caught the offer first.
  const early = (window as { installOffer?: BeforeInstallPromptEvent }).installOffer
  if (early) setPwaPrompt({ install: early })
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    setPwaPrompt({ install: event as BeforeInstallPromptEvent })
  })
  window.addEventListener('appinstalled', () => setPwaPrompt({ install: null }))
}
