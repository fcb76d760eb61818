import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { billingMsg, type PaymentMethodKind } from '../../domain/billing'
import { formatDate } from '../../lib/format/dates'
import { isApiError } from '../../lib/http/api-error'
import { buttonClass } from '../../ui/button'
import { PageTitle } from '../../ui/page-title'
import { checkoutQueryOptions, checkoutSettled, useStartCheckout } from './api/checkout'
import './plans.css'
import '../../lib/i18n/plans-catalog'

/**
 * /plans/redirectPayment/{id}: starts the checkout and sends the browser to the provider's hosted page. A visitor
 * is asked to sign in first (and comes back here).
 */
export function CheckoutRedirectPage({
  planId,
  method = 'card',
  loggedIn,
}: {
  planId: string
  method?: PaymentMethodKind
  loggedIn: boolean
}) {
  const { t } = useLingui()
  const start = useStartCheckout()
  const started = useRef(false)
  useEffect(() => {
    if (!loggedIn || started.current) return
    started.current = true
    start.mutate(
      { planId, method },
      { onSuccess: (s) => s.attributes.url && window.location.assign(s.attributes.url) },
    )
  }, [loggedIn, planId, method, start])
  const back = `/plans/redirectPayment/${planId}${method === 'pix' ? '?forma=pix' : ''}`

  const error = start.error
  return (
    <section className="container billing-status" aria-live="polite">
      <PageTitle title={t`Redirecionando para o pagamento`} />
      {!loggedIn ? (
        <>
          <h1>{t`Entre para assinar`}</h1>
          <p>{t`Para assinar um plano, entre na sua conta de anunciante ou crie uma.`}</p>
          <Link to="/entrar" search={{ redirect: back }} className={buttonClass({ block: true })}>
            <Trans>Entrar</Trans>
          </Link>
          <Link to="/planos/$id" params={{ id: planId }}>
            <Trans>Voltar ao plano</Trans>
          </Link>
        </>
      ) : error ? (
        <>
          <h1>{t`Não foi possível iniciar o pagamento`}</h1>
          <p className="billing-alert" role="alert">
            {isApiError(error) && error.errors[0]?.detail ? error.errors[0].detail : billingMsg.checkoutStart}
          </p>
          {isApiError(error) && error.status === 409 ? (
            <Link to="/dashboard/subscriptions" className={buttonClass({ block: true })}>
              <Trans>Ver minha assinatura</Trans>
            </Link>
          ) : (
            <Link to="/planos/$id" params={{ id: planId }} className={buttonClass({ block: true })}>
              <Trans>Voltar ao plano</Trans>
            </Link>
          )}
        </>
      ) : (
        <>
          <div className="billing-spinner" aria-hidden="true" />
          <h1>
            {method === 'pix' ? t`Preparando o pagamento com PIX…` : t`Redirecionando para o pagamento…`}
          </h1>
          <p>{t`Você será levado à página segura de pagamento.`}</p>
        </>
      )}
    </section>
  )
}

/**
 * /payments/checkout/success: back from the provider. The subscription exists only once the provider's webhook
 * has arrived, so the page waits for it (asking every 1.5 s) and then says whether a trial started or the plan was
 * paid.
 */
export function CheckoutSuccessPage({ sessionId, loggedIn }: { sessionId?: string; loggedIn: boolean }) {
  const { t } = useLingui()
  const [startedAt] = useState(() => Date.now())
  const query = useQuery({
    ...checkoutQueryOptions(sessionId ?? '', startedAt),
    enabled: Boolean(sessionId && loggedIn),
  })
  const session = query.data
  const subscription = session?.attributes.subscription
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), 120_000)
    return () => clearTimeout(timer)
  }, [])
  const waitedTooLong = slow && !checkoutSettled(session)
  return (
    <section className="container billing-status" aria-live="polite">
      <PageTitle title={t`Pagamento bem-sucedido`} />
      {!sessionId || !loggedIn ? (
        <>
          <h1>{t`Pagamento bem-sucedido`}</h1>
          <p>{t`Entre na sua conta para ver sua assinatura.`}</p>
          <Link to="/dashboard/subscriptions" className={buttonClass({ block: true })}>
            <Trans>Ver minhas assinaturas</Trans>
          </Link>
        </>
      ) : query.isError ? (
        <>
          <h1>{t`Não encontramos este pagamento`}</h1>
          <p className="billing-alert" role="alert">
            {billingMsg.checkoutStart}
          </p>
          <Link to="/dashboard/subscriptions" className={buttonClass({ block: true })}>
            <Trans>Ver minhas assinaturas</Trans>
          </Link>
        </>
      ) : subscription ? (
        <>
          {subscription.attributes.refused_reason === 'duplicate' ? (
            <>
              <h1>{t`Pagamento estornado`}</h1>
              <p data-testid="checkout-result" role="alert">
                {billingMsg.duplicateRefunded}
              </p>
            </>
          ) : subscription.attributes.payment_method === 'pix' ? (
            <>
              <h1>{t`Pagamento via PIX confirmado!`}</h1>
              <p data-testid="checkout-result">
                {t`Seu plano ${subscription.attributes.plan_name} está ativo até ${formatDate(subscription.attributes.end_date ?? new Date())}. Antes do fim, avisamos por e-mail para você pagar o próximo período.`}
              </p>
            </>
          ) : subscription.attributes.status === 'trial' ? (
            <>
              <h1>{t`Seu período de teste começou!`}</h1>
              <p data-testid="checkout-result">
                {t`O plano ${subscription.attributes.plan_name} está liberado grátis até ${formatDate(subscription.attributes.trial_end ?? subscription.attributes.end_date ?? new Date())}. A primeira cobrança no cartão só acontece no fim do teste, e nada é cobrado se você cancelar antes.`}
              </p>
            </>
          ) : (
            <>
              <h1>{t`Pagamento confirmado!`}</h1>
              <p data-testid="checkout-result">
                {t`Sua assinatura do plano ${subscription.attributes.plan_name} está ativa${subscription.attributes.end_date ? ` até ${formatDate(subscription.attributes.end_date)}` : ''}.`}
              </p>
            </>
          )}
          <Link to="/dashboard/subscriptions" className={buttonClass({ block: true })}>
            <Trans>Ver minha assinatura</Trans>
          </Link>
          <Link to="/dashboard/properties/new">
            <Trans>Publicar um anúncio</Trans>
          </Link>
        </>
      ) : session?.attributes.status === 'expired' ? (
        <>
          <h1>{t`O pagamento expirou`}</h1>
          <p>
            {session.attributes.payment_method === 'pix'
              ? t`O código PIX expirou sem pagamento. Nada foi cobrado.`
              : t`Esta sessão de pagamento expirou antes de ser concluída. Nada foi cobrado.`}
          </p>
          <Link to="/planos" className={buttonClass({ block: true })}>
            <Trans>Ver planos</Trans>
          </Link>
        </>
      ) : (
        <>
          <div className="billing-spinner" aria-hidden="true" />
          <h1>{t`Confirmando seu pagamento…`}</h1>
          <p data-testid="checkout-pending">
            {waitedTooLong
              ? t`A confirmação do provedor de pagamento está demorando. Sua assinatura aparecerá em Assinaturas assim que for confirmada.`
              : session?.attributes.payment_method === 'pix'
                ? t`Estamos aguardando a confirmação do PIX pelo provedor de pagamento. Assim que ele for pago, seu plano é ativado.`
                : t`Estamos aguardando a confirmação do provedor de pagamento. Isso leva só alguns segundos.`}
          </p>
        </>
      )}
    </section>
  )
}

/** /payments/checkout/cancel: the advertiser left the provider's page; nothing was charged. */
export function CheckoutCancelPage({ planId }: { planId?: string }) {
  const { t } = useLingui()
  return (
    <section className="container billing-status">
      <PageTitle title={t`Pagamento cancelado`} />
      <h1>{t`Pagamento cancelado`}</h1>
      <p>{t`Você cancelou o pagamento. Nenhum valor foi cobrado e nenhuma assinatura foi criada.`}</p>
      {planId ? (
        <Link to="/planos/$id" params={{ id: planId }} className={buttonClass({ block: true })}>
          <Trans>Voltar ao plano</Trans>
        </Link>
      ) : (
        <Link to="/planos" className={buttonClass({ block: true })}>
          <Trans>Ver planos</Trans>
        </Link>
      )}
    </section>
  )
}
