/** Only paths of this site: `?redirect=//evil.example` or `https://…` must not send anyone away. */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 500) return undefined
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined
  return value
}
