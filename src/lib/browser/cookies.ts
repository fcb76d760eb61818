/** A cookie's value, from the page's cookies or from a Cookie header given (the server's render of a page). */
export function readCookie(name: string, cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return null
}

export interface CookieOptions {
  maxAgeSeconds: number
  sameSite?: 'Lax' | 'Strict' | 'None'
  path?: string
}

/** The attributes string, exposed so tests can check it. */
export function cookieString(
  name: string,
  value: string,
  { maxAgeSeconds, sameSite = 'Lax', path = '/' }: CookieOptions,
) {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : ''
  return `${name}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=${path}; SameSite=${sameSite}${secure}`
}

export function writeCookie(name: string, value: string, options: CookieOptions): void {
  document.cookie = cookieString(name, value, options)
}
