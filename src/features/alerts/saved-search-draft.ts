// A visitor's search waits on this device while they sign in or sign up (the sign-up's confirmation link may open
// in another tab, so localStorage rather than memory); Meus alertas saves it once they are signed in.
import { savedSearchInputSchema, type SavedSearchInput } from '../../domain/saved-search'

const KEY = 'mi.savedSearchDraft'

export function keepSavedSearchDraft(input: SavedSearchInput): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(input))
  } catch {
    // Private mode without storage: the visitor saves the search again after signing in.
  }
}

export function hasSavedSearchDraft(): boolean {
  try {
    return localStorage.getItem(KEY) !== null
  } catch {
    return false
  }
}

/** The waiting search, once (it is removed); null when none, or when what is stored no longer parses. */
export function takeSavedSearchDraft(): SavedSearchInput | null {
  try {
    const raw = localStorage.getItem(KEY)
    localStorage.removeItem(KEY)
    if (raw === null) return null
    const parsed = savedSearchInputSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
