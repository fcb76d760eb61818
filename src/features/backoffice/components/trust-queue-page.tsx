import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { AdminTrustCheck, TrustFileKind } from '../../../domain/trust'
import { trustFileLabels } from '../../../domain/trust'
import { formatNumber } from '../../../lib/format/format'
import { formatDate } from '../../../lib/format/dates'
import { Button } from '../../../ui/button'
import { boKeys } from '../api/keys'
import {
  approveTrustCheck,
  fetchTrustFile,
  refuseTrustCheck,
  trustQueueQueryOptions,
  type TrustQueueStatus,
} from '../api/trust'
import '../../../lib/i18n/backoffice-catalog'
import { ApproveOrRefuse } from './approve-or-refuse'
import { CardQueue } from './card-queue'

/**
 * Documents sent by advertisers ("Anunciante verificado") and for listings ("Documento conferido"): staff compare
 * the photos with the account's names and numbers, then approve or refuse with a reason the advertiser reads.
 */
export function TrustQueuePage() {
  const { t } = useLingui()
  const [status, setStatus] = useState<TrustQueueStatus>('pending')
  const [page, setPage] = useState(1)
  const { data, isError } = useQuery(trustQueueQueryOptions(status, page))
  const tabs: { value: TrustQueueStatus; label: string }[] = [
    { value: 'pending', label: t`Em análise` },
    { value: 'approved', label: t`Aprovados` },
    { value: 'refused', label: t`Recusados` },
  ]
  return (
    <section className="bo-page" aria-labelledby="trust-title">
      <h2 id="trust-title">
        <Trans>Verificação de documentos</Trans>{' '}
        {data && <span className="muted">({formatNumber(data.meta.total)})</span>}
      </h2>
      <div className="bo-actions" role="group" aria-label={t`Situação`}>
        {tabs.map((tab) => (
          <Button
            key={tab.value}
            small
            variant={tab.value === status ? 'primary' : 'ghost'}
            aria-pressed={tab.value === status}
            onClick={() => {
              setStatus(tab.value)
              setPage(1)
            }}
          >
            {tab.label}
          </Button>
        ))}
      </div>
      <CardQueue
        data={data}
        isError={isError}
        empty={<Trans>Nenhum documento nesta situação.</Trans>}
        page={page}
        onPage={setPage}
        card={(check) => <TrustCard key={check.id} check={check} />}
      />
    </section>
  )
}

function TrustCard({ check }: { check: AdminTrustCheck }) {
  const { t } = useLingui()
  const a = check.attributes
  const who = a.advertiser.company || a.advertiser.name
  const what =
    a.subject === 'advertiser'
      ? t`Anunciante`
      : a.subject === 'property'
        ? t`Imóvel: ${a.listing_title ?? ''}`
        : t`Veículo: ${a.listing_title ?? ''}`
  return (
    <article className="bo-card" aria-label={who}>
      <h3>{who}</h3>
      <p className="muted">
        {what} · {t`enviado em ${formatDate(a.created_at)}`}
        <br />
        {a.advertiser.name} ({a.advertiser.email})
        {a.advertiser.document && (
          <>
            <br />
            {a.advertiser.profile === 'business'
              ? t`CNPJ ${a.advertiser.document}`
              : t`CPF ${a.advertiser.document}`}
          </>
        )}
        {a.advertiser.creci && (
          <>
            <br />
            {t`CRECI ${a.advertiser.creci}`}
          </>
        )}
      </p>
      <div className="bo-trust-files">
        {a.files.map((file) => (
          <DocumentImage key={file.id} id={file.id} kind={file.kind} deleted={file.deleted} />
        ))}
      </div>
      {a.status === 'refused' && a.reason && (
        <p>
          <Trans>Motivo da recusa: {a.reason}</Trans>
        </p>
      )}
      {a.status === 'pending' && <TrustActions id={check.id} />}
    </article>
  )
}

function DocumentImage({ id, kind, deleted }: { id: string; kind: TrustFileKind; deleted: boolean }) {
  const { t } = useLingui()
  const [url, setUrl] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (deleted) return
    const abort = new AbortController()
    let made: string | null = null
    fetchTrustFile(id, abort.signal)
      .then((blob) => {
        made = URL.createObjectURL(blob)
        setUrl(made)
      })
      .catch(() => {
        if (!abort.signal.aborted) setFailed(true)
      })
    return () => {
      abort.abort()
      if (made) URL.revokeObjectURL(made)
    }
  }, [id, deleted])
  const label = trustFileLabels[kind]
  return (
    <figure className="bo-trust-file">
      {deleted ? (
        <p className="muted">{t`Arquivo apagado 30 dias após a decisão.`}</p>
      ) : failed ? (
        <p className="muted">{t`Não foi possível abrir o arquivo.`}</p>
      ) : url ? (
        <a href={url} target="_blank" rel="noreferrer">
          <img src={url} alt={label} />
        </a>
      ) : (
        <p className="muted">{t`Carregando…`}</p>
      )}
      <figcaption>{label}</figcaption>
    </figure>
  )
}

/** Approve (the badge shows at once) or refuse with a reason the advertiser reads in the dashboard. */
function TrustActions({ id }: { id: string }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  return (
    <ApproveOrRefuse
      id={`trust-${id}`}
      approve={() => approveTrustCheck(id)}
      refuse={(reason) => refuseTrustCheck(id, reason)}
      approved={t`Documentos aprovados`}
      refused={t`Documentos recusados`}
      minReason={5}
      refresh={() => queryClient.invalidateQueries({ queryKey: boKeys.lists('trust') })}
    />
  )
}
