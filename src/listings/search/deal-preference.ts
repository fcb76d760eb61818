// The deal a visitor last chose (buy or rent), kept on this device so the home search and /imoveis ask it once.
// Storage may be unavailable (private mode, blocked cookies): then nothing is remembered.

export type Deal = 'sale' | 'rent'
const KEY = 'mercado-irece:deal'

export function loadDeal(): Deal | undefined {
  try {
    const v = localStorage.getItem(KEY)
    return v === 'sale' || v === 'rent' ? v : undefined
  } catch {
    return undefined
  }
}

export function saveDeal(deal: Deal | undefined): void {
  try {
    if (deal) localStorage.setItem(KEY, deal)
    else localStorage.removeItem(KEY)
  } catch {
    // Not remembered: the choice still applies to this search.
  }
}
