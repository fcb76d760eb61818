import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { SITE_NAME } from '../../domain/constants'
import { imageUrl } from '../../domain/media'
import { errorMsg } from '../../domain/messages'
import { formatLongDate } from '../../lib/format/dates'
import { Button, buttonClass } from '../../ui/button'
import { PageTitle } from '../../ui/page-title'
import { Skeleton } from '../../ui/skeleton'
import { leadQueryOptions } from './api/inbox-queries'
import { useUpdateLead } from './api/update-lead'
import { kindLabels } from './labels'
import { mailtoHref, telHref, whatsappHref } from './reply-links'
import '../../lib/i18n/listing-catalog'
import './leads.css'

const time = new Intl.DateTimeFormat('pt-BR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Bahia',
})

/** /dashboard/messages/{id}: who, when, which listing, the message, and replies through the advertiser's apps. */
export function LeadDetailPage({ id }: { id: string }) {
  const { t, i18n } = useLingui()
  const query = useQuery(leadQueryOptions(id))
  const update = useUpdateLead()
  const lead = query.data
  const unread = lead ? !lead.attributes.read : false
  const { mutate } = update
  // Opening marks it read (once per open; offline it stays unread until the next open online).
  useEffect(() => {
    if (unread) mutate({ id, patch: { read: true } })
  }, [id, unread, mutate])

  if (query.isPending) return <Skeleton width="100%" height="16rem" />
  if (!lead)
    return (
      <p className="panel" role="alert">
        {errorMsg.dashboardLoad}
      </p>
    )
  const a = lead.attributes
  const listing = a.listing
  const about = listing?.title ?? t`seu anúncio`
  const subject = t`Sobre o anúncio “${about}” no ${SITE_NAME}`
  const greeting = t`Olá, ${a.name}! Recebi seu contato sobre o anúncio “${about}” no ${SITE_NAME}.`

  return (
    <article className="lead-detail" aria-labelledby="lead-title">
      <PageTitle title={t`Contato de ${a.name}`} />
      <p>
        <Link to="/dashboard/messages" search={{ kind: a.kind === 'message' ? undefined : a.kind } as never}>
          <Trans>← Voltar para as mensagens</Trans>
        </Link>
      </p>
      <header>
        <h1 id="lead-title">{a.name}</h1>
        <p>
          <span className="badge">{i18n._(kindLabels[a.kind])}</span>{' '}
          <time dateTime={a.sent_at}>
            {t`${formatLongDate(a.sent_at)} às ${time.format(new Date(a.sent_at))}`}
          </time>
          {a.archived && (
            <>
              {' '}
              · <Trans>Arquivado</Trans>
            </>
          )}
        </p>
      </header>
      {listing ? (
        <a className="lead-listing panel" href={listing.path} target="_blank" rel="noopener">
          {listing.cover && <img src={imageUrl(listing.cover, 320)} alt="" />}
          <span>
            <Trans>Anúncio:</Trans> <strong>{listing.title}</strong>
          </span>
        </a>
      ) : (
        <p className="panel">
          <Trans>O anúncio deste contato foi removido.</Trans>
        </p>
      )}
      {a.message && (
        <section aria-labelledby="lead-message-title">
          <h2 id="lead-message-title">
            <Trans>Mensagem</Trans>
          </h2>
          <p className="lead-message">{a.message}</p>
        </section>
      )}
      <dl className="lead-facts">
        {a.email && (
          <>
            <dt>
              <Trans>E-mail</Trans>
            </dt>
            <dd>{a.email}</dd>
          </>
        )}
        {a.phone && (
          <>
            <dt>
              <Trans>Telefone</Trans>
            </dt>
            <dd>{a.phone}</dd>
          </>
        )}
      </dl>
      <section aria-labelledby="lead-reply-title">
        <h2 id="lead-reply-title">
          <Trans>Responder</Trans>
        </h2>
        {!a.email && !a.phone && (
          <p>
            <Trans>O visitante não deixou e-mail nem telefone.</Trans>
          </p>
        )}
        <div className="lead-actions">
          {a.email && (
            <a className={buttonClass()} href={mailtoHref(a.email, subject)}>
              <Trans>Responder por e-mail</Trans>
            </a>
          )}
          {a.phone && (
            <a
              className={buttonClass({ variant: 'whatsapp' })}
              href={whatsappHref(a.phone, greeting)}
              target="_blank"
              rel="noopener"
            >
              <Trans>Responder pelo WhatsApp</Trans>
            </a>
          )}
          {a.phone && (
            <a className={buttonClass({ variant: 'secondary' })} href={telHref(a.phone)}>
              <Trans>Ligar</Trans>
            </a>
          )}
          <Button
            variant="ghost"
            disabled={update.isPending}
            onClick={() => update.mutate({ id, patch: { archived: !a.archived } })}
          >
            {a.archived ? <Trans>Desarquivar</Trans> : <Trans>Arquivar</Trans>}
          </Button>
        </div>
      </section>
    </article>
  )
}
