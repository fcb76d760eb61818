// The visitor's contact details, remembered on this device only so the next form comes filled in.
const KEY = 'mi-contact-visitor'

export interface Visitor {
  name: string
  email: string
  phone: string
}

export function loadVisitor(): Visitor {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Visitor> | null
    return { name: saved?.name ?? '', email: saved?.email ?? '', phone: saved?.phone ?? '' }
  } catch {
    return { name: '', email: '', phone: '' }
  }
}

export function saveVisitor(visitor: Visitor): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(visitor))
  } catch {
    // Storage full or blocked: the form just starts empty next time.
  }
}

/** Masks a Brazilian phone as 99-99999-9999 while the visitor types (a ten-digit landline fits 99-9999-9999 on blur). */
export function maskPhone(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 11)
  if (d.length <= 2) return d
  if (d.length <= 7) return `${d.slice(0, 2)}-${d.slice(2)}`
  return `${d.slice(0, 2)}-${d.slice(2, 7)}-${d.slice(7)}`
}

export function finishPhone(value: string): string {
  const d = value.replace(/\D/g, '')
  return d.length === 10 ? `${d.slice(0, 2)}-${d.slice(2, 6)}-${d.slice(6)}` : maskPhone(d)
}
