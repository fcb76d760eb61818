import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import {
  propertyCreateSchema,
  propertyUpdateSchema,
  type PropertyCreate,
} from '../../../domain/property-input'
import type { DraftHandle } from './use-editor-draft'
import type { EditorDraft, ListingFormValues, PhotoItem } from './values'

/**
 * A listing form whose fields, photos and cover are saved to the draft as they change (debounced in drafts.ts):
 * the dashboard editor and the owner's step-by-step flow share it. Not while the form is being reset, nor once
 * `stopAutosave` was called (the listing is queued).
 */
export function useDraftedForm({
  start,
  editing,
  save,
  mode = 'onTouched',
}: {
  start: Omit<EditorDraft, 'v'>
  editing: boolean
  save: DraftHandle['save']
  /** 'onChange' for the owner's flow: an answer given after "Continuar" refused clears its message at once. */
  mode?: 'onTouched' | 'onChange'
}) {
  const form = useForm<ListingFormValues, unknown, PropertyCreate>({
    // The schema reads the inputs' strings (its input type is looser than the form's).
    resolver: zodResolver(editing ? propertyUpdateSchema : propertyCreateSchema) as unknown as Resolver<
      ListingFormValues,
      unknown,
      PropertyCreate
    >,
    defaultValues: start.values,
    mode,
  })
  const [photos, setPhotosState] = useState<PhotoItem[]>(start.photos)
  const [coverKey, setCoverKey] = useState<string | null>(start.coverKey)

  const autosave = useRef(true)
  const photosChanged = useRef(false)
  const latest = useRef({ photos, coverKey })
  useEffect(() => {
    latest.current = { photos, coverKey }
  }, [photos, coverKey])
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: () => {
          if (autosave.current) save({ v: 1, values: form.getValues(), ...latest.current })
        },
      }),
    [form, save],
  )
  useEffect(() => {
    if (photosChanged.current && autosave.current) save({ v: 1, values: form.getValues(), photos, coverKey })
  }, [photos, coverKey, form, save])

  return {
    form,
    photos,
    coverKey,
    snapshot: (): EditorDraft => ({ v: 1, values: form.getValues(), photos, coverKey }),
    setPhotos: (update: (prev: PhotoItem[]) => PhotoItem[]) => {
      photosChanged.current = true
      setPhotosState(update)
    },
    chooseCover: (key: string | null) => {
      photosChanged.current = true
      setCoverKey(key)
    },
    resetTo: (next: Omit<EditorDraft, 'v'>) => {
      autosave.current = false
      photosChanged.current = false
      form.reset(next.values)
      setPhotosState(next.photos)
      setCoverKey(next.coverKey)
      autosave.current = true
    },
    stopAutosave: () => {
      autosave.current = false
    },
  }
}
