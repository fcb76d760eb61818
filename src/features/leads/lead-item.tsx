import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { InboxLead } from '../../domain/inbox'
import { formatDate } from '../../lib/format/dates'
import { Button } from '../../ui/button'
import { useUpdateLead } from './api/update-lead'
import '../../lib/i18n/listing-catalog'

/** One lead in the list: unread ones in bold (and said so), who, about which listing, when; archive in place. */
export function LeadItem({ lead }: { lead: InboxLead }) {
  const { t } = useLingui()
  const update = useUpdateLead()
  const a = lead.attributes
  const unread = !a.read
  return (
    <li className={unread ? 'inbox-item inbox-item-unread' : 'inbox-item'} data-testid="inbox-item">
      <Link to="/dashboard/messages/$id" params={{ id: lead.id }} className="inbox-item-link">
        <span className="inbox-item-head">
          <span className="inbox-item-name">
            {unread && <span className="visually-hidden">{t`Não lida:`} </span>}
            {a.name}
          </span>
          <time dateTime={a.sent_at} className="inbox-item-date">
            {formatDate(a.sent_at)}
          </time>
        </span>
        <span className="inbox-item-listing">{a.listing?.title ?? t`Anúncio removido`}</span>
        {a.message && <span className="inbox-item-snippet">{a.message}</span>}
      </Link>
      <Button
        small
        variant="ghost"
        disabled={update.isPending}
        onClick={() => update.mutate({ id: lead.id, patch: { archived: !a.archived } })}
        aria-label={a.archived ? t`Desarquivar contato de ${a.name}` : t`Arquivar contato de ${a.name}`}
      >
        {a.archived ? <Trans>Desarquivar</Trans> : <Trans>Arquivar</Trans>}
      </Button>
    </li>
  )
}
