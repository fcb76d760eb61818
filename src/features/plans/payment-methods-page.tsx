import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { billingMsg, type PaymentMethodResource } from '../../domain/billing'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { EmptyState } from '../../ui/empty-state'
import { PageTitle } from '../../ui/page-title'
import { Skeleton } from '../../ui/skeleton'
import { paymentMethodsQueryOptions, useAddCard, useDefaultCard, useRemoveCard } from './api/payment-methods'
import { brandLabels, cardStatusLabels } from './labels'
import './plans.css'
import '../../lib/i18n/plans-catalog'

export interface PaymentMethodsSearch {
  /** Back from the provider's card form. */
  setup?: 'success' | 'cancel'
}

/** /dashboard/settings/payment_methods: the cards, added through the provider's own form, removed, made default. */
export function PaymentMethodsPage({ search }: { search: PaymentMethodsSearch }) {
  const { t } = useLingui()
  // Back from the provider's form: the card arrives with its webhook, so the list is asked again for a while.
  const [awaiting, setAwaiting] = useState(search.setup === 'success')
  useEffect(() => {
    if (!awaiting) return
    const timer = setTimeout(() => setAwaiting(false), 30_000)
    return () => clearTimeout(timer)
  }, [awaiting])
  const query = useQuery(paymentMethodsQueryOptions(awaiting))
  const add = useAddCard()
  return (
    <div className="billing">
      <PageTitle title={t`Formas de pagamento`} />
      <h1>{t`Formas de pagamento`}</h1>
      {search.setup === 'success' ? (
        <p className="billing-note" role="status">
          {t`Cartão salvo pelo provedor de pagamento. Ele aparece na lista assim que for confirmado.`}
        </p>
      ) : search.setup === 'cancel' ? (
        <p className="billing-note" role="status">
          {t`Nenhum cartão foi adicionado.`}
        </p>
      ) : null}
      <p className="billing-muted">
        <Trans>
          Os dados do cartão são digitados na página segura do provedor de pagamento e nunca passam pelos
          nossos servidores.
        </Trans>
      </p>
      <div className="billing-actions">
        <Button
          onClick={() => add.mutate(undefined, { onSuccess: (url) => window.location.assign(url) })}
          disabled={add.isPending}
        >
          <Trans>Adicionar cartão</Trans>
        </Button>
      </div>
      {add.isError ? (
        <p className="billing-alert" role="alert">
          {billingMsg.cardAdd}
        </p>
      ) : null}
      {query.isPending ? (
        <Skeleton width="100%" height="8rem" />
      ) : query.isError ? (
        <p className="billing-alert" role="alert">
          {billingMsg.cardsLoad}
        </p>
      ) : query.data.length === 0 ? (
        <EmptyState title={t`Nenhum cartão salvo.`} />
      ) : (
        <ul className="billing-list" aria-label={t`Cartões`}>
          {query.data.map((card) => (
            <CardItem key={card.id} card={card} />
          ))}
        </ul>
      )}
    </div>
  )
}

function CardItem({ card }: { card: PaymentMethodResource }) {
  const { t, i18n } = useLingui()
  const remove = useRemoveCard()
  const makeDefault = useDefaultCard()
  const [confirm, setConfirm] = useState(false)
  const a = card.attributes
  const brand = brandLabels[a.brand] ?? a.brand
  const expiry = `${String(a.exp_month).padStart(2, '0')}/${String(a.exp_year).slice(-2)}`
  return (
    <li className="billing-item" data-testid="card-item">
      <p className="billing-item-head">
        <strong>{t`${brand} terminado em ${a.last4}`}</strong>
        <span>
          {a.is_default ? <span className="badge badge-accent">{t`Principal`}</span> : null}{' '}
          <span className="badge">{i18n._(cardStatusLabels[a.status])}</span>
        </span>
      </p>
      <p className="billing-muted">
        {t`Validade ${expiry}`} · {a.holder_name}
      </p>
      <div className="billing-actions">
        {a.is_default ? null : (
          <Button
            small
            variant="secondary"
            onClick={() => makeDefault.mutate(card.id)}
            disabled={makeDefault.isPending}
          >
            <Trans>Definir como principal</Trans>
          </Button>
        )}
        <Button small variant="ghost" onClick={() => setConfirm(true)}>
          <Trans>Remover</Trans>
        </Button>
      </div>
      {makeDefault.isError ? (
        <p className="billing-alert" role="alert">
          {billingMsg.cardDefault}
        </p>
      ) : null}
      {remove.isError ? (
        <p className="billing-alert" role="alert">
          {billingMsg.cardRemove}
        </p>
      ) : null}
      <Dialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t`Remover o cartão ${brand} terminado em ${a.last4}?`}
        description={t`Ele não será mais usado nas cobranças da sua assinatura.`}
      >
        <div className="billing-actions">
          <Button
            onClick={() => remove.mutate(card.id, { onSettled: () => setConfirm(false) })}
            disabled={remove.isPending}
          >
            <Trans>Sim, remover</Trans>
          </Button>
          <Button variant="secondary" onClick={() => setConfirm(false)}>
            <Trans>Voltar</Trans>
          </Button>
        </div>
      </Dialog>
    </li>
  )
}
