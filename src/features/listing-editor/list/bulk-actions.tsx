import '../../../lib/i18n/listing-catalog'
import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { bulkActionsOf, bulkMsg, type BulkAction, type BulkOutcome } from '../../../domain/bulk-actions'
import { useOnline } from '../../../lib/browser/use-online'
import { isApiError } from '../../../lib/http/api-error'
import { Button } from '../../../ui/button'
import { toast } from '../../../ui/toast-store'
import { useBulkAction } from '../api/bulk-action'
import type { ListingKind } from '../api/queue-listing'
import { ConfirmDialog } from './property-item'
import type { Selection } from './use-selection'

const labels: Record<BulkAction, MessageDescriptor> = {
  publish: msg`Publicar`,
  pause: msg`Pausar`,
  highlight: msg`Destacar`,
  archive: msg`Arquivar`,
}

/** What happened, as one sentence per outcome. */
function doneText(action: BulkAction, n: number): string {
  switch (action) {
    case 'publish':
      return plural(n, {
        one: '# anúncio publicado ou enviado para revisão.',
        other: '# anúncios publicados ou enviados para revisão.',
      })
    case 'pause':
      return plural(n, { one: '# anúncio pausado.', other: '# anúncios pausados.' })
    case 'highlight':
      return plural(n, { one: '# anúncio em destaque.', other: '# anúncios em destaque.' })
    case 'archive':
      return plural(n, { one: '# anúncio arquivado.', other: '# anúncios arquivados.' })
  }
}

interface Result {
  action: BulkAction
  done: number
  refused: { id: string; name: string; detail: string }[]
}

/**
 * The actions on the listings picked in a dashboard list. Each listing moves by its own rules (the plan's places
 * fill in the order picked), so the answer is read per listing: what moved leaves the selection, what did not stays
 * picked, named, with the reason.
 */
export function BulkActions({
  kind,
  selection,
  nameOf,
}: {
  kind: ListingKind
  selection: Selection
  nameOf(id: string): string
}) {
  const { i18n, t } = useLingui()
  const online = useOnline()
  const mutation = useBulkAction(kind)
  const [confirming, setConfirming] = useState(false)
  const [result, setResult] = useState<Result | null>(null)
  const count = selection.selected.length
  const resultRef = useRef<HTMLDivElement>(null)
  // Below the actions on a phone, the outcome would be out of sight: it takes the focus, and the screen follows.
  useEffect(() => {
    if (result) resultRef.current?.focus()
  }, [result])

  const run = (action: BulkAction) => {
    setResult(null)
    const ids = selection.selected
    mutation.mutate(
      { action, ids },
      {
        onSuccess: ({ data }) => {
          const refused = data.filter((o: BulkOutcome) => !o.ok)
          for (const o of data) if (o.ok) selection.toggle(o.id)
          // All moved: a toast says so (the list may be gone, as after archiving all). Refusals need reading: they
          // stay on the page until closed.
          if (refused.length === 0) {
            toast.add({ severity: 'success', summary: doneText(action, data.length) })
            return
          }
          setResult({
            action,
            done: data.length - refused.length,
            refused: refused.map((o) => ({
              id: o.id,
              name: nameOf(o.id),
              detail: o.detail ?? bulkMsg.failed,
            })),
          })
        },
      },
    )
  }
  const failure =
    mutation.error &&
    (isApiError(mutation.error) && mutation.error.status < 500
      ? (mutation.error.errors[0]?.detail ?? bulkMsg.failed)
      : bulkMsg.failed)

  return (
    <>
      {count > 0 && (
        <div className="my-bulk" role="group" aria-label={t`Ações para os selecionados`}>
          {bulkActionsOf[kind].map((action) => (
            <Button
              key={action}
              small
              variant={action === 'publish' ? 'primary' : 'secondary'}
              disabled={!online || mutation.isPending}
              onClick={() => (action === 'archive' ? setConfirming(true) : run(action))}
            >
              {i18n._(labels[action])}
            </Button>
          ))}
          {!online && (
            <p className="field-hint">
              <Trans>Sem conexão: as ações em vários anúncios voltam quando a conexão voltar.</Trans>
            </p>
          )}
        </div>
      )}
      <div role="status" aria-live="polite" className="my-bulk-status">
        {mutation.isPending && (
          <p>{plural(count, { one: 'Aplicando a # anúncio…', other: 'Aplicando a # anúncios…' })}</p>
        )}
        {failure && !mutation.isPending && <p className="field-error">{failure}</p>}
        {result && !mutation.isPending && (
          <div className="panel my-bulk-result" data-testid="bulk-result" ref={resultRef} tabIndex={-1}>
            {result.done > 0 && <p>{doneText(result.action, result.done)}</p>}
            {result.refused.length > 0 && (
              <>
                <p>
                  <strong>
                    {plural(result.refused.length, {
                      one: '# anúncio não mudou e continua selecionado:',
                      other: '# anúncios não mudaram e continuam selecionados:',
                    })}
                  </strong>
                </p>
                <ul>
                  {result.refused.map((r) => (
                    <li key={r.id}>
                      <strong>{r.name}</strong>: {r.detail}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <Button small variant="ghost" onClick={() => setResult(null)}>
              <Trans>Fechar</Trans>
            </Button>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        question={plural(count, { one: 'Arquivar # anúncio?', other: 'Arquivar # anúncios?' })}
        detail={t`Eles saem da lista e das buscas, com a situação que têm. Você pode desarquivá-los depois.`}
        confirmLabel={t`Arquivar`}
        onConfirm={() => {
          setConfirming(false)
          run('archive')
        }}
      />
    </>
  )
}
