// Listing drafts: the editor's form state, saved as the user types (debounced) so a reload, a crash or a
// day without signal loses nothing. Values must be structured-cloneable; photos stay in the outbox (as
// bytes) and drafts refer to them by entry id.
import { openOfflineDb, type Draft } from './db'

export type { Draft } from './db'

export async function saveDraft(key: string, value: unknown, now: number = Date.now()): Promise<Draft> {
  const draft: Draft = { key, value, savedAt: now }
  const db = await openOfflineDb()
  await db.put('drafts', draft)
  return draft
}

export async function loadDraft(key: string): Promise<Draft | undefined> {
  const db = await openOfflineDb()
  return db.get('drafts', key)
}

export async function deleteDraft(key: string): Promise<void> {
  const db = await openOfflineDb()
  await db.delete('drafts', key)
}

/** Newest first. */
export async function listDrafts(): Promise<Draft[]> {
  const db = await openOfflineDb()
  return (await db.getAllFromIndex('drafts', 'by-saved')).reverse()
}

export type AutosaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved'; savedAt: number }
  | { state: 'error'; message: string; quota: boolean }

export const draftMsg = {
  quota: 'Sem espaço para salvar o rascunho neste aparelho. Libere espaço e tente novamente.',
  failed: 'Não foi possível salvar o rascunho neste aparelho.',
} as const

function isQuotaError(err: unknown): boolean {
  return (
    err instanceof Error && (err.name === 'QuotaExceededError' || err.name === 'NS_ERROR_DOM_QUOTA_REACHED')
  )
}

export interface DraftAutosave {
  /** Call on every change; the last value is written after `delayMs` of quiet. */
  schedule(value: unknown): void
  /** Writes the pending value now (on blur, route change, pagehide). */
  flush(): Promise<void>
  cancel(): void
  status(): AutosaveStatus
}

export function createDraftAutosave(
  key: string,
  opts: { delayMs?: number; now?: () => number; onStatus?: (s: AutosaveStatus) => void } = {},
): DraftAutosave {
  const delayMs = opts.delayMs ?? 800
  let timer: ReturnType<typeof setTimeout> | null = null
  let pending: { value: unknown } | null = null
  let current: AutosaveStatus = { state: 'idle' }
  let writing: Promise<void> = Promise.resolve()
  const set = (s: AutosaveStatus) => {
    current = s
    opts.onStatus?.(s)
  }

  const write = (): Promise<void> => {
    if (timer) clearTimeout(timer)
    timer = null
    const next = pending
    pending = null
    if (!next) return writing
    // Writes are chained so an older value never lands after a newer one.
    writing = writing.then(async () => {
      set({ state: 'saving' })
      try {
        const draft = await saveDraft(key, next.value, (opts.now ?? Date.now)())
        set({ state: 'saved', savedAt: draft.savedAt })
      } catch (err) {
        const quota = isQuotaError(err)
        set({ state: 'error', message: quota ? draftMsg.quota : draftMsg.failed, quota })
      }
    })
    return writing
  }

  return {
    schedule(value) {
      pending = { value }
      if (timer) clearTimeout(timer)
      timer = setTimeout(() => void write(), delayMs)
    },
    flush: write,
    cancel() {
      if (timer) clearTimeout(timer)
      timer = null
      pending = null
    },
    status: () => current,
  }
}
