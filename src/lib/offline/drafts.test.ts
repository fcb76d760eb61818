import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { closeOfflineDb, openOfflineDb } from './db'
import {
  createDraftAutosave,
  deleteDraft,
  draftMsg,
  listDrafts,
  loadDraft,
  saveDraft,
  type AutosaveStatus,
} from './drafts'
import { freshIndexedDb } from './test-helpers'

beforeEach(freshIndexedDb)
afterEach(() => {
  vi.restoreAllMocks()
})

describe('drafts', () => {
  it('saves, lists newest first, survives a reopen and deletes', async () => {
    await saveDraft('property:new', { name: 'Casa no Centro' }, 100)
    await saveDraft('vehicle:12', { price: 55_000 }, 200)
    await closeOfflineDb()
    expect((await listDrafts()).map((d) => d.key)).toEqual(['vehicle:12', 'property:new'])
    expect(await loadDraft('property:new')).toEqual({
      key: 'property:new',
      value: { name: 'Casa no Centro' },
      savedAt: 100,
    })
    await deleteDraft('property:new')
    expect(await loadDraft('property:new')).toBeUndefined()
  })

  it('autosave writes the last value once after a quiet period, and flush writes at once', async () => {
    const statuses: AutosaveStatus['state'][] = []
    const autosave = createDraftAutosave('property:new', {
      delayMs: 30,
      now: () => 42,
      onStatus: (s) => statuses.push(s.state),
    })
    autosave.schedule({ name: 'C' })
    autosave.schedule({ name: 'Ca' })
    autosave.schedule({ name: 'Casa' })
    expect(await loadDraft('property:new')).toBeUndefined()
    await new Promise((r) => setTimeout(r, 60))
    await autosave.flush()
    expect(await loadDraft('property:new')).toEqual({
      key: 'property:new',
      value: { name: 'Casa' },
      savedAt: 42,
    })
    expect(statuses).toEqual(['saving', 'saved'])
    autosave.schedule({ name: 'Casa ampla' })
    await autosave.flush()
    expect((await loadDraft('property:new'))?.value).toEqual({ name: 'Casa ampla' })
    expect(autosave.status()).toEqual({ state: 'saved', savedAt: 42 })
  })

  it('surfaces a full disk as a pt-BR error state', async () => {
    const db = await openOfflineDb()
    vi.spyOn(db, 'put').mockRejectedValue(Object.assign(new Error('full'), { name: 'QuotaExceededError' }))
    const autosave = createDraftAutosave('property:new')
    autosave.schedule({ name: 'Casa' })
    await autosave.flush()
    expect(autosave.status()).toEqual({ state: 'error', message: draftMsg.quota, quota: true })
  })
})
