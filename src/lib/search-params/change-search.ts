import { parseSearch, type Parsed, type Shape } from './search-params'

// A list's change of its search (the back office's tables): loaded with the lists that change their search, not
// with the route tree (./search-params), which only validates.

/**
 * The search after a change of some keys: each new value parsed as the URL would be (a select's '3' becomes the
 * number 3, an empty choice is left out), and the page back to the first unless the change is the page.
 */
export function changeSearch<S extends Shape>(
  shape: S,
  current: Record<string, unknown>,
  changes: Record<string, unknown>,
): Parsed<S> {
  const next: Record<string, unknown> = { ...current }
  if (!('page' in changes)) delete next.page
  for (const [key, value] of Object.entries(changes)) {
    if (value === '' || value === undefined) delete next[key]
    else next[key] = value
  }
  return parseSearch(shape, next)
}
