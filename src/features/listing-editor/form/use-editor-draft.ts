import { useCallback, useEffect, useRef, useState } from 'react'
import {
  createDraftAutosave,
  deleteDraft,
  loadDraft,
  type AutosaveStatus,
  type DraftAutosave,
} from '../../../lib/offline/drafts'
import type { EditorDraft } from './values'

export type DraftLoad =
  { state: 'loading' } | { state: 'ready'; draft: EditorDraft | null; savedAt: number | null }

/**
 * The editor's draft in IndexedDB (src/lib/offline/drafts.ts): read once on open, then written as the user
 * types (debounced), and flushed when the page is hidden or left, so a reload or a closed tab loses nothing.
 */
export function useEditorDraft(key: string) {
  const [loaded, setLoaded] = useState<{
    key: string
    draft: EditorDraft | null
    savedAt: number | null
  } | null>(null)
  const load: DraftLoad =
    loaded?.key === key
      ? { state: 'ready', draft: loaded.draft, savedAt: loaded.savedAt }
      : { state: 'loading' }
  const [status, setStatus] = useState<AutosaveStatus>({ state: 'idle' })
  const autosave = useRef<DraftAutosave | null>(null)

  useEffect(() => {
    let alive = true
    const saver = createDraftAutosave(key, { onStatus: (s) => alive && setStatus(s) })
    autosave.current = saver
    loadDraft(key)
      .then((found) => {
        const draft =
          (found?.value as EditorDraft | undefined)?.v === 1 ? (found!.value as EditorDraft) : null
        if (alive) setLoaded({ key, draft, savedAt: draft ? found!.savedAt : null })
      })
      .catch(() => alive && setLoaded({ key, draft: null, savedAt: null }))
    const flush = () => void saver.flush()
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

  const save = useCallback((draft: EditorDraft) => autosave.current?.schedule(draft), [])

  /** Forgets the draft (after 'Descartar rascunho', or once the listing is queued). */
  const discard = useCallback(async () => {
    autosave.current?.cancel()
    await deleteDraft(key)
    setStatus({ state: 'idle' })
  }, [key])

  return { load, status, save, discard }
}
