// RFC 8058 one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click` to the https URL, without
// the user signing in; the mailto: is for clients that only know RFC 2369.

export const unsubscribePath = '/api/alerts/unsubscribe'

export function unsubscribeHeaders(deps: { origin: string }, token: string) {
  const url = `${deps.origin}${unsubscribePath}?token=${encodeURIComponent(token)}`
  const host = new URL(deps.origin).hostname
  return {
    url,
    headers: {
      'List-Unsubscribe': `<${url}>, <mailto:descadastrar@${host}?subject=${encodeURIComponent(`descadastrar ${token}`)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
