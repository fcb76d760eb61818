// The advertisers' numbers this visitor has revealed (a recorded phone or WhatsApp lead), kept on the device:
// public pages never carry them, so this is what lets a visitor call again later, offline included.
import { useSyncExternalStore } from 'react'
import type { PhoneChannels } from '../../domain/advertiser'
import { phoneDigits } from '../../lib/format/phone-digits'

export interface ContactPhone {
  number: string
  whatsapp: boolean
}

/** Where a reveal stands while the visitor waits: asked, waiting for the signal, refused, or too many. */
export type RevealState = 'pending' | 'queued' | 'failed' | 'limited'

const STORAGE_KEY = 'mi.revealedPhones'

let revealed: Record<string, ContactPhone[]> | null = null
const states = new Map<string, RevealState>()
const listeners = new Set<() => void>()

function all(): Record<string, ContactPhone[]> {
  if (revealed) return revealed
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')
    revealed = stored && typeof stored === 'object' ? (stored as Record<string, ContactPhone[]>) : {}
  } catch {
    revealed = {}
  }
  return revealed
}

const emit = () => listeners.forEach((listener) => listener())

function subscribe(listener: () => void) {
  listeners.add(listener)
  // A reveal in another tab.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return
    revealed = null
    listener()
  }
  addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    removeEventListener('storage', onStorage)
  }
}

export function storeRevealedPhones(advertiserId: string, phones: ContactPhone[]) {
  revealed = { ...all(), [advertiserId]: phones }
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(revealed))
  } catch {
    // Storage full or refused: the numbers still show for this visit.
  }
  states.delete(advertiserId)
  emit()
}

export function setRevealState(advertiserId: string, state: RevealState | null) {
  if (state) states.set(advertiserId, state)
  else states.delete(advertiserId)
  emit()
}

/** The numbers revealed on this device, or null (also while the server renders the page). */
export function useRevealedPhones(advertiserId: string): ContactPhone[] | null {
  return useSyncExternalStore(
    subscribe,
    () => all()[advertiserId] ?? null,
    () => null,
  )
}

export function useRevealState(advertiserId: string): RevealState | null {
  return useSyncExternalStore(
    subscribe,
    () => states.get(advertiserId) ?? null,
    () => null,
  )
}

/** The number to call and the one on WhatsApp, among those the listing lets the visitor use. */
export function pickPhones(phones: ContactPhone[], channels: PhoneChannels) {
  return {
    whatsapp: channels.whatsapp ? phones.find((p) => p.whatsapp) : undefined,
    call: channels.call ? (phones.find((p) => !p.whatsapp) ?? phones[0]) : undefined,
  }
}

export const whatsappUrl = (number: string, text: string) =>
  `https://wa.me/${phoneDigits(number)}?text=${encodeURIComponent(text)}`

export const callUrl = (number: string) => `tel:+${phoneDigits(number)}`
