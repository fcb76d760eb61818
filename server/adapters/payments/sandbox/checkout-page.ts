// The sandbox's hosted checkout page (pt-BR), what Stripe's Checkout page is in test mode: a plain server-rendered
// form with no script, posted to the sandbox's own path.
import { billingMsg, cardErrorMessages, type CardErrorCode } from '../../../../src/domain/billing'
import type { CheckoutPlan } from '../provider'
import { DECLINE_CARDS, RENEWAL_FAILS_CARD, SUCCESS_CARD } from './test-cards'

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
const brl = (reais: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(reais).replace(/\u00a0/g, ' ')

const SANDBOX_NOTICE = billingMsg.sandboxNotice

export interface CheckoutPageInput {
  action: string
  mode: 'subscription' | 'setup'
  plan: CheckoutPlan | null
  trialDays: number
  cancelPath: string
  error: CardErrorCode | 'session_closed' | 'invalid' | null
  values?: { holderName?: string; expiry?: string }
}

const closedText = 'Esta sessão de pagamento já foi concluída ou expirou.'
const invalidText = 'Preencha todos os campos do cartão.'

export function checkoutPage(p: CheckoutPageInput): string {
  const months = p.plan?.months ?? 1
  const summary =
    p.mode === 'setup'
      ? '<p class="lead">Salve um cartão para as próximas cobranças da sua assinatura.</p>'
      : `<p class="lead">${esc(p.plan?.name ?? '')}</p>
         <p class="price">${brl(p.plan?.price ?? 0)} <small>a cada ${months === 1 ? 'mês' : `${months} meses`}</small></p>
         ${
           p.trialDays > 0
             ? `<p class="trial">${p.trialDays} dias grátis. Nenhuma cobrança hoje: a primeira será ao fim do teste, e nada é cobrado se você cancelar antes do último dia.</p>`
             : '<p class="trial">Cobrança hoje.</p>'
         }`
  const submit =
    p.mode === 'setup' ? 'Salvar cartão' : p.trialDays > 0 ? 'Iniciar teste grátis' : 'Pagar e assinar'
  const error =
    p.error === null
      ? ''
      : `<p class="error" role="alert" data-code="${esc(p.error)}">${esc(
          p.error === 'session_closed'
            ? closedText
            : p.error === 'invalid'
              ? invalidText
              : cardErrorMessages[p.error],
        )}</p>`
  const hints = [
    [SUCCESS_CARD, 'aprovado'],
    [RENEWAL_FAILS_CARD, 'aprovado, renovação recusada'],
    ...Object.entries(DECLINE_CARDS).map(([code, n]) => [n, cardErrorMessages[code as CardErrorCode]]),
  ]
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Pagamento seguro · Mercado Irecê (ambiente de demonstração)</title>
<style>
  *{box-sizing:border-box} body{margin:0;font:16px/1.45 system-ui,sans-serif;color:#1d2433;background:#eef1f6}
  main{max-width:28rem;margin:0 auto;padding:1.25rem 1rem 2rem}
  .badge{display:inline-block;font-size:.75rem;font-weight:600;background:#ffe9a8;color:#5c4300;border-radius:1rem;padding:.15rem .6rem}
  h1{font-size:1.3rem;margin:.6rem 0 .25rem} .lead{font-weight:600;margin:.25rem 0} .price{font-size:1.6rem;font-weight:700;margin:.25rem 0}
  .price small{font-size:.9rem;font-weight:400;color:#525c6e} .trial{color:#125c2c;margin:.25rem 0 1rem}
  form{background:#fff;border-radius:.75rem;padding:1rem;box-shadow:0 1px 3px #0002}
  label{display:block;font-size:.9rem;font-weight:600;margin:.75rem 0 .25rem}
  input{width:100%;font:inherit;padding:.65rem .75rem;border:1px solid #b9c1cf;border-radius:.5rem}
  .row{display:flex;gap:.75rem} .row>div{flex:1}
  button{width:100%;margin-top:1.25rem;font:inherit;font-weight:700;color:#fff;background:#0b5cd5;border:0;border-radius:.5rem;padding:.8rem;min-height:48px;cursor:pointer}
  .cancel{display:block;text-align:center;margin-top:1rem;color:#0b5cd5;min-height:44px;line-height:44px}
  .error{background:#fde8e8;color:#8a1111;border-radius:.5rem;padding:.65rem .75rem;font-weight:600}
  details{margin-top:1.25rem;font-size:.85rem;color:#525c6e} code{font-size:.85rem}
</style>
</head>
<body>
<main>
  <p class="badge" role="note">${SANDBOX_NOTICE}</p>
  <h1>${p.mode === 'setup' ? 'Adicionar cartão' : 'Pagamento seguro'}</h1>
  ${summary}
  ${error}
  <form method="post" action="${esc(p.action)}" autocomplete="off">
    <label for="holder">Nome impresso no cartão</label>
    <input id="holder" name="holder_name" required maxlength="80" value="${esc(p.values?.holderName ?? '')}">
    <label for="number">Número do cartão</label>
    <input id="number" name="number" required inputmode="numeric" maxlength="23" placeholder="1234 1234 1234 1234">
    <div class="row">
      <div><label for="expiry">Validade</label><input id="expiry" name="expiry" required placeholder="MM/AA" maxlength="7" value="${esc(p.values?.expiry ?? '')}"></div>
      <div><label for="cvc">CVC</label><input id="cvc" name="cvc" required inputmode="numeric" maxlength="4" placeholder="123"></div>
    </div>
    <button type="submit">${submit}</button>
  </form>
  <a class="cancel" href="${esc(p.cancelPath)}">Cancelar e voltar</a>
  <details><summary>Cartões de teste</summary><ul>${hints
    .map(([n, label]) => `<li><code>${esc(n!)}</code> ${esc(label!)}</li>`)
    .join('')}</ul><p>Qualquer validade futura e qualquer CVC de 3 dígitos.</p></details>
</main>
</body>
</html>`
}
