/** WhatsApp's share link: the text then the address, so the chat shows the page's preview. */
export const whatsappShareUrl = (text: string, url: string): string =>
  `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`

/** The page's address without its search and hash (what a shared link should open). */
export const canonicalUrl = (location: Pick<Location, 'origin' | 'pathname'>): string =>
  `${location.origin}${location.pathname}`

/** Copies text; falls back to a hidden textarea where the Clipboard API is missing (http, old WebViews). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    const area = document.createElement('textarea')
    area.value = text
    area.setAttribute('readonly', '')
    area.style.position = 'fixed'
    area.style.opacity = '0'
    document.body.append(area)
    area.select()
    // execCommand is deprecated but is the only copy path left when the Clipboard API is refused.
    const ok = document.execCommand('copy')
    area.remove()
    return ok
  }
}
