// Escaping for what the server writes into the HTML shell. Listing titles and descriptions are user input.

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text or a double-quoted attribute value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => htmlEntities[c]!)

/**
 * JSON for a <script> element (JSON-LD, the inlined query state): no "<" or ">" can close the element or open a
 * comment ("</script>", "<!--"), "&" stays out of entity parsing, and U+2028/U+2029 are escaped like JSON does.
 * JSON.parse reads the escapes back to the same text.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )

/** One line, at most `max` characters, cut at a word with an ellipsis (meta descriptions). */
export function summarise(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim()
  if (line.length <= max) return line
  const cut = line.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`
}
