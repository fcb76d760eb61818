import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState, useSyncExternalStore, type FormEvent } from 'react'
import { errorMsg } from '../../../domain/messages'
import {
  savedSearchInputSchema,
  savedSearchName,
  type AlertEmailMode,
  type SavedSearchInput,
  type SavedSearchKind,
} from '../../../domain/saved-search'
import { api } from '../../../lib/http/clients'
import { useOutboxWrite } from '../../../lib/offline/use-outbox-write'
import { enablePush, readPushState } from '../../../lib/push/push-subscription'
import { Button, buttonClass } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { Field } from '../../../ui/field'
import { WriteStatus } from '../../../ui/write-status'
import { queueSavedSearch } from '../api/queue-saved-search'
import { keepSavedSearchDraft } from '../saved-search-draft'
import type { SavedSearchQuery } from '../search-query'
import { AlertChoices } from './alert-choices'
import { useNameLabels } from './name-labels'
import '../../../lib/i18n/visitor-catalog'

const tokens = api.tokens
const noToken = () => null

/** Where a visitor goes to sign in or up; the kept search is saved there (Meus alertas). */
const AFTER_SIGN_IN = '/dashboard/alertas'

/**
 * "Salvar busca": the search's automatic name (editable) and how its alerts arrive. Signed in, it is queued through
 * the outbox (saved at once, or when the signal returns); a visitor is asked to sign in or sign up, and the search
 * waits on this device meanwhile.
 */
export default function SaveSearchDialog({
  kind,
  query,
  onClose,
}: {
  kind: SavedSearchKind
  query: SavedSearchQuery
  onClose: () => void
}) {
  const { t } = useLingui()
  const signedIn = useSyncExternalStore(tokens.subscribe, tokens.get, noToken) !== null
  // The automatic name follows the catalogue as it loads, until the user writes their own.
  const automatic = savedSearchName(kind, query, useNameLabels(kind, query))
  const [written, setName] = useState<string | null>(null)
  const name = written ?? automatic
  const [push, setPush] = useState(true)
  const [email, setEmail] = useState<AlertEmailMode>('daily')
  const [error, setError] = useState<string | null>(null)
  const [kept, setKept] = useState(false)
  const write = useOutboxWrite()
  const { phase } = write

  const parse = (): SavedSearchInput | null => {
    const parsed = savedSearchInputSchema.safeParse({ kind, query, name, push, email })
    if (parsed.success) {
      setError(null)
      return parsed.data
    }
    setError(parsed.error.issues[0]?.message ?? errorMsg.generic)
    return null
  }

  const save = async (event: FormEvent) => {
    event.preventDefault()
    const input = parse()
    if (!input) return
    if (!signedIn) {
      keepSavedSearchDraft(input)
      setKept(true)
      return
    }
    // The permission prompt needs this tap; a browser without push (or a refusal) still saves the search.
    if (input.push && (await readPushState().catch(() => 'unsupported')) === 'off') {
      await enablePush().catch(() => undefined)
    }
    await write.submit(() => queueSavedSearch(input))
  }

  const done = phase.tag === 'sent' || phase.tag === 'queued'
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={<Trans>Salvar busca</Trans>}
      className="save-search-dialog"
    >
      {kept ? (
        <div className="save-search-signin" role="status">
          <p>
            <Trans>
              Entre na sua conta para receber os alertas. Sua busca fica guardada neste aparelho e é salva
              assim que você entrar.
            </Trans>
          </p>
          <div className="save-search-actions">
            <Link className={buttonClass()} to="/entrar" search={{ redirect: AFTER_SIGN_IN }}>
              <Trans>Entrar</Trans>
            </Link>
            <Link
              className={buttonClass({ variant: 'secondary' })}
              to="/registrar"
              search={{ redirect: AFTER_SIGN_IN }}
            >
              <Trans>Criar conta</Trans>
            </Link>
          </div>
        </div>
      ) : (
        <form className="save-search-form" noValidate onSubmit={(e) => void save(e)}>
          <WriteStatus
            phase={phase}
            texts={{
              sent: t`Busca salva. Avisaremos quando surgir um anúncio novo.`,
              queued: t`Sem conexão: sua busca será salva quando o sinal voltar`,
              error: errorMsg.generic,
            }}
            onRetry={() => void write.retry()}
            onDiscard={() => void write.discard()}
          />
          {!done && (
            <>
              <Field
                label={<Trans>Nome da busca</Trans>}
                htmlFor="save-search-name"
                error={error ?? undefined}
              >
                {/* A textarea so the whole automatic name shows on a phone; Enter saves, as in a one-line field. */}
                <textarea
                  id="save-search-name"
                  className="input save-search-name"
                  rows={2}
                  value={name}
                  maxLength={120}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'save-search-name-error' : undefined}
                  onChange={(e) => setName(e.target.value.replace(/\n/g, ' '))}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault()
                      e.currentTarget.form?.requestSubmit()
                    }
                  }}
                />
              </Field>
              <AlertChoices push={push} email={email} onPush={setPush} onEmail={setEmail} />
              {!signedIn && (
                <p className="muted">
                  <Trans>Para receber alertas, você vai entrar na sua conta (ou criar uma).</Trans>
                </p>
              )}
            </>
          )}
          <div className="save-search-actions">
            {done ? (
              <>
                <Link className={buttonClass({ variant: 'secondary' })} to="/dashboard/alertas">
                  <Trans>Ver meus alertas</Trans>
                </Link>
                <Button variant="ghost" onClick={onClose}>
                  <Trans>Fechar</Trans>
                </Button>
              </>
            ) : (
              <>
                <Button type="submit" disabled={phase.tag === 'sending'}>
                  {phase.tag === 'sending' ? t`Salvando…` : t`Salvar`}
                </Button>
                <Button variant="ghost" onClick={onClose}>
                  <Trans>Cancelar</Trans>
                </Button>
              </>
            )}
          </div>
        </form>
      )}
    </Dialog>
  )
}
