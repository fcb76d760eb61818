// The sandbox's hosted PIX checkout (pt-BR): the BR Code as a QR code and as "copia e cola" text, the amount and
// the code's expiry, and a "Simular pagamento" button that exists only here (a real bank pays the code instead).
import { createHash } from 'node:crypto'
import { renderSVG } from 'uqr'
import { brCode } from '../br-code'
import type { CheckoutPlan } from '../provider'

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
const brl = (reais: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(reais).replace(/\u00a0/g, ' ')
/** Irecê's time (Bahia, UTC−3 all year). */
const when = (d: Date) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Bahia',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(d)
    .replace(', ', ' às ')

/** The receiver shown by the payer's bank. */
export const PIX_MERCHANT = { name: 'Mercado Irecê', city: 'Irecê' }

// The copy button's script, allowed by its hash in the page's CSP (the page runs no other script).
const COPY_SCRIPT =
  "document.getElementById('copy').addEventListener('click',function(){var c=document.getElementById('code');" +
  "var s=document.getElementById('copied');navigator.clipboard.writeText(c.value).then(function(){s.textContent=" +
  "'Código copiado!'},function(){c.select();s.textContent='Selecione e copie o código.'})})"
export const PIX_PAGE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(COPY_SCRIPT).digest('base64')}'`

export interface PixPageInput {
  plan: CheckoutPlan
  pixKey: string
  txid: string
  expiresAt: Date
  status: 'unpaid' | 'paid' | 'failed' | 'expired'
  simulateAction: string
  successPath: string
  cancelPath: string
}

/** The BR Code of the checkout: the plan's price, paid to the sandbox's key, identified by the session. */
export const pixCodeOf = (p: Pick<PixPageInput, 'plan' | 'pixKey' | 'txid'>) =>
  brCode({
    key: p.pixKey,
    amount: p.plan.price,
    merchantName: PIX_MERCHANT.name,
    merchantCity: PIX_MERCHANT.city,
    txid: p.txid,
  })

export function pixCheckoutPage(p: PixPageInput): string {
  const code = pixCodeOf(p)
  const months = p.plan.months === 1 ? '1 mês' : `${p.plan.months} meses`
  const body =
    p.status === 'unpaid'
      ? `<p>Abra o app do seu banco, escolha pagar com PIX e leia o QR Code ou cole o código.</p>
  <div class="qr" role="img" aria-label="QR Code do PIX">${renderSVG(code, { border: 2 })}</div>
  <label for="code">PIX copia e cola</label>
  <textarea id="code" readonly rows="6">${esc(code)}</textarea>
  <button type="button" id="copy" class="secondary">Copiar código</button>
  <p id="copied" class="copied" role="status"></p>
  <p class="expiry" data-testid="pix-expiry">Código válido até ${esc(when(p.expiresAt))}.</p>
  <form method="post" action="${esc(p.simulateAction)}">
    <button type="submit">Simular pagamento</button>
    <p class="hint">Só no ambiente de demonstração: confirma o PIX como se o seu banco o tivesse pago.</p>
  </form>
  <script>${COPY_SCRIPT}</script>`
      : p.status === 'paid'
        ? `<p class="done" role="status">Pagamento recebido. Seu plano já está sendo ativado.</p>
  <a class="button" href="${esc(p.successPath)}">Voltar ao Mercado Irecê</a>`
        : `<p class="error" role="alert">Este código PIX expirou sem pagamento. Nada foi cobrado.</p>`
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Pagar com PIX · Mercado Irecê (ambiente de demonstração)</title>
<style>
  *{box-sizing:border-box} body{margin:0;font:16px/1.45 system-ui,sans-serif;color:#1d2433;background:#eef1f6}
  main{max-width:28rem;margin:0 auto;padding:1.25rem 1rem 2rem}
  .badge{display:inline-block;font-size:.75rem;font-weight:600;background:#ffe9a8;color:#5c4300;border-radius:1rem;padding:.15rem .6rem}
  h1{font-size:1.3rem;margin:.6rem 0 .25rem} .lead{font-weight:600;margin:.25rem 0} .price{font-size:1.6rem;font-weight:700;margin:.25rem 0}
  .price small{font-size:.9rem;font-weight:400;color:#525c6e} .once{font-weight:600;margin:.25rem 0}
  section{background:#fff;border-radius:.75rem;padding:1rem;box-shadow:0 1px 3px #0002;margin-top:1rem}
  .qr{width:min(100%,15rem);margin:.5rem auto} .qr svg{display:block;width:100%;height:auto}
  label{display:block;font-size:.9rem;font-weight:600;margin:.75rem 0 .25rem}
  textarea{width:100%;font:.85rem/1.35 ui-monospace,monospace;padding:.6rem;border:1px solid #b9c1cf;border-radius:.5rem;word-break:break-all;resize:none}
  button,.button{display:block;width:100%;margin-top:.75rem;font:inherit;font-weight:700;text-align:center;text-decoration:none;color:#fff;background:#0b5cd5;border:0;border-radius:.5rem;padding:.8rem;min-height:48px;cursor:pointer}
  button.secondary{color:#0b5cd5;background:#fff;border:2px solid #0b5cd5}
  form{margin-top:1rem;border-top:1px dashed #b9c1cf;padding-top:.25rem}
  .hint,.expiry,.copied{font-size:.85rem;color:#525c6e;margin:.4rem 0} .copied:empty{display:none}
  .cancel{display:block;text-align:center;margin-top:1rem;color:#0b5cd5;min-height:44px;line-height:44px}
  .error{background:#fde8e8;color:#8a1111;border-radius:.5rem;padding:.65rem .75rem;font-weight:600}
  .done{background:#e3f6e8;color:#125c2c;border-radius:.5rem;padding:.65rem .75rem;font-weight:600}
</style>
</head>
<body>
<main>
  <span class="badge">Ambiente de demonstração: nenhum valor é cobrado</span>
  <h1>Pagar com PIX</h1>
  <p class="lead">${esc(p.plan.name)}</p>
  <p class="price">${brl(p.plan.price)} <small>por ${months}</small></p>
  <p class="once">Pagamento único, sem período de teste.</p>
  <p>Sem renovação automática: avisamos por e-mail antes do fim do período para você pagar o próximo.</p>
  <section>
  ${body}
  </section>
  ${p.status === 'paid' ? '' : `<a class="cancel" href="${esc(p.cancelPath)}">Cancelar e voltar</a>`}
</main>
</body>
</html>`
}
