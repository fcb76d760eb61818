import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { savedSearches } from '../../db/schema'
import type { UnsubscribeTokens } from './unsubscribe-token'

/** Stops the e-mails a token names (one search, or a user's daily e-mail); false for a token not ours. */
export async function unsubscribe(db: Db, tokens: UnsubscribeTokens, token: string): Promise<boolean> {
  const what = tokens.verify(token)
  if (!what) return false
  const off = { email: 'off' as const, updatedAt: new Date() }
  if (what.scope === 'search') await db.update(savedSearches).set(off).where(eq(savedSearches.id, what.id))
  else
    await db
      .update(savedSearches)
      .set(off)
      .where(and(eq(savedSearches.userId, what.id), eq(savedSearches.email, 'daily')))
  return true
}

/** The small page the link opens: it says what the button does; the button's POST does it. */
export function unsubscribePage(token: string, done: boolean): string {
  const body = done
    ? '<h1>Pronto</h1><p>Você não receberá mais e-mails deste alerta.</p><p><a href="/dashboard/alertas">Meus alertas</a></p>'
    : `<h1>Parar e-mails</h1><p>Você não receberá mais e-mails deste alerta.</p>
<form method="post" action="/api/alerts/unsubscribe?token=${encodeURIComponent(token)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Confirmar</button></form>`
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Alertas · Mercado Irecê</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2937}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:0;background:#0f766e;color:#fff;cursor:pointer}</style>
</head><body>${body}</body></html>`
}
