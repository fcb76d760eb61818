import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { errorMsg } from '../../../domain/messages'
import type { TrustFileKind } from '../../../domain/trust'
import { prepareImage } from '../../../lib/media/prepare'
import { useOutboxWrite } from '../../../lib/offline/use-outbox-write'
import { Button } from '../../../ui/button'
import { WriteStatus } from '../../../ui/write-status'
import { queueDocuments, type DocumentPhoto } from '../api/queue-documents'
import { trustQueryKeys } from '../api/trust-queries'
import { fileKindLabels } from '../labels'

/** Front and back of a card: two photos per document at most. */
const PER_KIND = 2
/** Documents keep more pixels than listing photos: small print must stay readable. */
const DOCUMENT_LONG_SIDE = 2400

/** One photo (or two: front and back) per required document, then one sending through the outbox. */
export function DocumentForm({
  id,
  required,
  target,
}: {
  id: string
  required: readonly TrustFileKind[]
  target: { url: string; title: string }
}) {
  const { i18n, t } = useLingui()
  const queryClient = useQueryClient()
  const write = useOutboxWrite()
  const [chosen, setChosen] = useState<Partial<Record<TrustFileKind, File[]>>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const ready = required.every((k) => (chosen[k]?.length ?? 0) > 0)

  useEffect(() => {
    if (write.phase.tag === 'sent') void queryClient.invalidateQueries({ queryKey: trustQueryKeys.all() })
  }, [write.phase.tag, queryClient])

  const send = async () => {
    setProblem(null)
    setBusy(true)
    try {
      const photos: DocumentPhoto[] = []
      for (const kind of required)
        for (const file of chosen[kind] ?? []) {
          const prepared = await prepareImage(file, { maxLongSide: DOCUMENT_LONG_SIDE })
          photos.push({ kind, blob: prepared.blob, name: file.name })
        }
      await write.submit(() => queueDocuments(target, photos))
    } catch (err) {
      setProblem(err instanceof Error && err.message ? err.message : errorMsg.generic)
    } finally {
      setBusy(false)
    }
  }

  if (write.phase.tag !== 'idle' && write.phase.tag !== 'sending')
    return (
      <WriteStatus
        phase={write.phase}
        texts={{
          sent: t`Documentos enviados. A equipe vai conferir e você verá o resultado aqui.`,
          queued: t`Sem conexão: seus documentos serão enviados quando o sinal voltar`,
          error: errorMsg.generic,
        }}
        onRetry={() => void write.retry()}
        onDiscard={() => void write.discard()}
      />
    )

  return (
    <form
      className="trust-form"
      onSubmit={(e) => {
        e.preventDefault()
        void send()
      }}
    >
      {required.map((kind) => (
        <div className="field" key={kind}>
          <label htmlFor={`${id}-${kind}`}>{i18n._(fileKindLabels[kind])}</label>
          <input
            id={`${id}-${kind}`}
            className="input"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            onChange={(e) =>
              setChosen((c) => ({ ...c, [kind]: Array.from(e.target.files ?? []).slice(0, PER_KIND) }))
            }
          />
          <p className="muted trust-hint">
            <Trans>Foto nítida, com todos os dados legíveis (até 2 fotos: frente e verso).</Trans>
          </p>
        </div>
      ))}
      {problem && (
        <p role="alert" className="trust-problem">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={!ready || busy}>
        {busy ? <Trans>Preparando fotos…</Trans> : <Trans>Enviar documentos</Trans>}
      </Button>
    </form>
  )
}
