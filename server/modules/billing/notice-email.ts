import { SITE_NAME } from '../../../src/domain/constants'
import { billingMsg, declineMessage } from '../../../src/domain/billing'
import type { MailMessage } from '../../adapters/mail/mailer'
import type { BillingNotice } from './webhook-events'

/** The e-mail telling an advertiser what billing did to their subscription, in the product's pt-BR texts (docs/product.md). */
export function billingNoticeEmail(
  to: { email: string; firstName: string },
  notice: BillingNotice,
  baseUrl: string,
  demo: boolean,
): MailMessage {
  const lines: Record<BillingNotice['kind'], { subject: string; body: string }> = {
    duplicate_refunded: {
      subject: `Pagamento do plano ${notice.planName} estornado`,
      body: billingMsg.duplicateRefunded,
    },
    trial_used: {
      subject: `Sua assinatura do plano ${notice.planName} começou`,
      body: billingMsg.trialUsed,
    },
    renewal_declined: {
      subject: `Não conseguimos renovar o plano ${notice.planName}`,
      body: [
        'A cobrança da renovação foi recusada:',
        declineMessage(notice.kind === 'renewal_declined' ? notice.declineCode : null),
        'Atualize seu cartão em Formas de pagamento ou pague a assinatura pelo painel.',
      ].join(' '),
    },
  }
  const { subject, body } = lines[notice.kind]
  const text = [
    to.firstName ? `Olá, ${to.firstName}!` : 'Olá!',
    '',
    body,
    '',
    'Veja sua assinatura:',
    `${baseUrl}/dashboard/subscriptions`,
    ...(demo ? ['', `${billingMsg.sandboxNotice}.`] : []),
    '',
    `Equipe ${SITE_NAME}`,
  ].join('\n')
  return { to: to.email, subject, text }
}
