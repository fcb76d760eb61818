import { useCallback, useEffect, useRef, useState } from 'react'
import {
  createDraftAutosave,
  deleteDraft,
  loadDraft,
  type AutosaveStatus,
  type DraftAutosave,
} from '../../../lib/offline/drafts'
import type { EditorDraft } from './values'

export type DraftLoad<D = EditorDraft> =
  { state: 'loading' } | { state: 'ready'; draft: D | null; savedAt: number | null }

/** A draft of either editor (property or vehicle): versioned, so an older shape is never read as the new one. */
type Versioned = { v: 1 }

/**
 * A copy written synchronously on pagehide: IndexedDB writes started while the page goes away do not always finish
 * (a reload within the autosave's quiet time lost the last edits). Read back on open when newer than IndexedDB's.
 */
const backupKey = (key: string) => `mi.draft-backup:${key}`

function readBackup<D extends Versioned>(key: string): { value: D; savedAt: number } | null {
  try {
    const raw = localStorage.getItem(backupKey(key))
    const parsed = raw ? (JSON.parse(raw) as { value?: D; savedAt?: number }) : null
    return parsed?.value?.v === 1 && typeof parsed.savedAt === 'number'
      ? { value: parsed.value, savedAt: parsed.savedAt }
      : null
  } catch {
    return null
  }
}

function writeBackup(key: string, value: Versioned) {
  try {
    localStorage.setItem(backupKey(key), JSON.stringify({ value, savedAt: Date.now() }))
  } catch {
    // Full or unavailable storage: IndexedDB's write is still under way.
  }
}

const dropBackup = (key: string) => {
  try {
    localStorage.removeItem(backupKey(key))
  } catch {
    // Nothing to drop.
  }
}

/**
 * The editor's draft in IndexedDB (src/lib/offline/drafts.ts): read once on open, then written as the user
 * types (debounced), and flushed when the page is hidden or left, so a reload or a closed tab loses nothing.
 * The property editor's by default; the vehicle editor keeps its own shape the same way.
 */
export function useEditorDraft<D extends Versioned = EditorDraft>(key: string) {
  const [loaded, setLoaded] = useState<{
    key: string
    draft: D | null
    savedAt: number | null
  } | null>(null)
  const load: DraftLoad<D> =
    loaded?.key === key
      ? { state: 'ready', draft: loaded.draft, savedAt: loaded.savedAt }
      : { state: 'loading' }
  const [status, setStatus] = useState<AutosaveStatus>({ state: 'idle' })
  const autosave = useRef<DraftAutosave | null>(null)
  /** The last value given to save: what pagehide backs up (the same as IndexedDB's once its write landed). */
  const pending = useRef<D | null>(null)

  useEffect(() => {
    let alive = true
    const saver = createDraftAutosave(key, { onStatus: (s) => alive && setStatus(s) })
    autosave.current = saver
    pending.current = null
    loadDraft(key)
      .then((found) => {
        let draft = (found?.value as D | undefined)?.v === 1 ? (found!.value as D) : null
        let savedAt = draft ? found!.savedAt : null
        const backup = readBackup<D>(key)
        if (backup && (savedAt === null || backup.savedAt > savedAt)) {
          draft = backup.value
          savedAt = backup.savedAt
          pending.current = backup.value
          saver.schedule(backup.value)
        }
        dropBackup(key)
        if (alive) setLoaded({ key, draft, savedAt })
      })
      .catch(() => alive && setLoaded({ key, draft: null, savedAt: null }))
    const flush = () => {
      if (pending.current) writeBackup(key, pending.current)
      void saver.flush()
    }
    const onVisibility = () => document.visibilityState === 'hidden' && flush()
    addEventListener('pagehide', flush)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      alive = false
      removeEventListener('pagehide', flush)
      document.removeEventListener('visibilitychange', onVisibility)
      void saver.flush()
      autosave.current = null
    }
  }, [key])

  const save = useCallback((draft: D) => {
    pending.current = draft
    autosave.current?.schedule(draft)
  }, [])

  /** Forgets the draft (after 'Descartar rascunho', or once the listing is queued). */
  const discard = useCallback(async () => {
    autosave.current?.cancel()
    pending.current = null
    dropBackup(key)
    await deleteDraft(key)
    setStatus({ state: 'idle' })
  }, [key])

  return { load, status, save, discard }
}

/** The handle useEditorDraft returns, for the forms it is handed to. */
export type DraftHandle<D extends Versioned = EditorDraft> = ReturnType<typeof useEditorDraft<D>>
