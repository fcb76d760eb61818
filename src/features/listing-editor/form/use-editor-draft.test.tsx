import 'fake-indexeddb/auto'
import { act, renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { deleteDraft, loadDraft } from '../../../lib/offline/drafts'
import { freshIndexedDb } from '../../../lib/offline/test-helpers'
import { useEditorDraft } from './use-editor-draft'
import { emptyValues, type EditorDraft } from './values'

const draftOf = (name: string): EditorDraft => ({
  v: 1,
  values: { ...emptyValues(), name },
  photos: [],
  coverKey: null,
})

beforeEach(async () => {
  await freshIndexedDb()
  localStorage.clear()
})

describe('useEditorDraft', () => {
  it('keeps an edit made just before the page goes (pagehide), before IndexedDB had it', async () => {
    const first = renderHook(() => useEditorDraft('property:new'))
    await waitFor(() => expect(first.result.current.load.state).toBe('ready'))
    act(() => first.result.current.save(draftOf('Casa com quintal')))
    // The page goes within the autosave's quiet time: only the synchronous copy is sure to be written.
    dispatchEvent(new Event('pagehide'))
    expect(localStorage.getItem('mi.draft-backup:property:new')).toContain('Casa com quintal')
    first.unmount()
    // The IndexedDB write that pagehide started did not land before the page went.
    await waitFor(async () => expect(await loadDraft('property:new')).toBeDefined())
    await deleteDraft('property:new')

    const again = renderHook(() => useEditorDraft('property:new'))
    await waitFor(() => expect(again.result.current.load.state).toBe('ready'))
    const load = again.result.current.load
    expect(load.state === 'ready' && load.draft?.values.name).toBe('Casa com quintal')
    // Back in IndexedDB, and the copy is gone.
    await waitFor(async () => expect((await loadDraft('property:new'))?.value).toMatchObject({ v: 1 }))
    expect(localStorage.getItem('mi.draft-backup:property:new')).toBeNull()
  })

  it('forgets the copy with the draft', async () => {
    const { result } = renderHook(() => useEditorDraft('property:9'))
    await waitFor(() => expect(result.current.load.state).toBe('ready'))
    act(() => result.current.save(draftOf('Apartamento')))
    dispatchEvent(new Event('pagehide'))
    await act(() => result.current.discard())
    expect(localStorage.getItem('mi.draft-backup:property:9')).toBeNull()
  })
})
