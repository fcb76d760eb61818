import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { errorMsg } from '../../../domain/messages'
import { savedSearchPatchSchema, type SavedSearch, type SavedSearchPatch } from '../../../domain/saved-search'
import { isApiError } from '../../../lib/http/api-error'
import { formatDate } from '../../../lib/format/dates'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { useDeleteSavedSearch } from '../api/delete-saved-search'
import { useUpdateSavedSearch } from '../api/update-saved-search'
import { AlertChoices } from '../dialog/alert-choices'
import { searchHref } from '../search-query'
import '../../../lib/i18n/visitor-catalog'

const messageOf = (err: unknown) =>
  isApiError(err) ? (err.errors[0]?.detail ?? errorMsg.generic) : errorMsg.generic

/** One saved search in Meus alertas: its name (renamed in place), its link, its alert choices, on/off, delete. */
export function SavedSearchRow({ search }: { search: SavedSearch }) {
  const { t } = useLingui()
  const update = useUpdateSavedSearch()
  // A switch shows its new position in the same frame as the tap: the list's optimistic update lands a few ticks
  // later (the mutation and the query's listeners are asynchronous), and meanwhile React would put a controlled
  // switch back where the data still has it. Cleared once the change is answered (the list then has it, or, on a
  // refusal, has it put back).
  const [choosing, setChoosing] = useState<SavedSearchPatch>({})
  const a = { ...search.attributes, ...choosing }
  const remove = useDeleteSavedSearch()
  const [renaming, setRenaming] = useState(false)
  const [name, setName] = useState(a.name)
  const [nameError, setNameError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const titleId = `saved-search-${search.id}`
  const nameId = `saved-search-${search.id}-name`
  const searchName = a.name
  const savedOn = formatDate(a.created_at)

  const patch = (changes: SavedSearchPatch) => {
    setChoosing((c) => ({ ...c, ...changes }))
    update.mutate({ id: search.id, patch: changes }, { onSettled: () => setChoosing({}) })
  }

  const rename = (event: FormEvent) => {
    event.preventDefault()
    const parsed = savedSearchPatchSchema.safeParse({ name })
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? errorMsg.generic)
      return
    }
    setNameError(null)
    update.mutate({ id: search.id, patch: parsed.data }, { onSuccess: () => setRenaming(false) })
  }

  return (
    <li className="saved-search" aria-labelledby={titleId} data-active={a.active}>
      <div className="saved-search-head">
        {renaming ? (
          <form className="saved-search-rename" noValidate onSubmit={rename}>
            <label className="visually-hidden" htmlFor={nameId}>
              <Trans>Nome da busca</Trans>
            </label>
            <input
              id={nameId}
              className="input"
              value={name}
              maxLength={120}
              autoFocus
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${nameId}-error` : undefined}
              onChange={(e) => setName(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Escape') {
                  setName(a.name)
                  setRenaming(false)
                }
              }}
            />
            <Button type="submit" small disabled={update.isPending}>
              <Trans>Salvar</Trans>
            </Button>
            <Button
              variant="ghost"
              small
              onClick={() => {
                setName(a.name)
                setNameError(null)
                setRenaming(false)
              }}
            >
              <Trans>Cancelar</Trans>
            </Button>
            {nameError && (
              <p className="field-error" id={`${nameId}-error`} role="alert">
                {nameError}
              </p>
            )}
          </form>
        ) : (
          <h2 className="saved-search-name" id={titleId}>
            <a href={searchHref(a.kind, a.query)}>{a.name}</a>
          </h2>
        )}
        <p className="saved-search-meta muted">
          {a.kind === 'property' ? t`Imóveis` : t`Veículos`} · {t`Salva em ${savedOn}`}
          {!a.active && (
            <>
              {' · '}
              <strong>{t`Pausada`}</strong>
            </>
          )}
        </p>
      </div>
      <div className="saved-search-settings">
        <AlertChoices
          push={a.push}
          email={a.email}
          onPush={(push) => patch({ push })}
          onEmail={(email) => patch({ email })}
          disabled={update.isPending}
        />
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            checked={a.active}
            disabled={update.isPending}
            onChange={(e) => patch({ active: e.target.checked })}
          />
          <span>
            <Trans>Alerta ativo</Trans>
          </span>
        </label>
      </div>
      {update.isError && (
        <p className="field-error" role="alert">
          {messageOf(update.error)}
        </p>
      )}
      <div className="saved-search-actions">
        <a className="btn btn-secondary btn-sm" href={searchHref(a.kind, a.query)}>
          <Trans>Abrir busca</Trans>
        </a>
        {!renaming && (
          <Button variant="ghost" small onClick={() => setRenaming(true)} aria-describedby={titleId}>
            <Trans>Renomear</Trans>
          </Button>
        )}
        <Button variant="ghost" small onClick={() => setConfirming(true)} aria-describedby={titleId}>
          <Trans>Excluir</Trans>
        </Button>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={<Trans>Excluir alerta?</Trans>}
        description={<Trans>A busca “{searchName}” deixa de avisar você. Isso não pode ser desfeito.</Trans>}
      >
        {remove.isError && (
          <p className="field-error" role="alert">
            {messageOf(remove.error)}
          </p>
        )}
        <div className="save-search-actions">
          <Button
            disabled={remove.isPending}
            onClick={() => remove.mutate(search.id, { onSuccess: () => setConfirming(false) })}
          >
            <Trans>Excluir</Trans>
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            <Trans>Cancelar</Trans>
          </Button>
        </div>
      </Dialog>
    </li>
  )
}
