import { SITE_NAME } from '../../../src/domain/constants'
import type { MailMessage } from '../../adapters/mail/mailer'

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

export function passwordResetEmail(to: string, name: string, link: string): MailMessage {
  const hello = name ? `Olá, ${name}!` : 'Olá!'
  const text = [
    hello,
    '',
    `Recebemos um pedido para redefinir a senha da sua conta no ${SITE_NAME}.`,
    'Para criar uma nova senha, abra o link abaixo (válido por 1 hora e apenas uma vez):',
    '',
    link,
    '',
    'Se você não fez este pedido, ignore este e-mail: sua senha continua a mesma.',
    '',
    `Equipe ${SITE_NAME}`,
  ].join('\n')
  const html = `<p>${escapeHtml(hello)}</p>
<p>Recebemos um pedido para redefinir a senha da sua conta no ${escapeHtml(SITE_NAME)}.</p>
<p><a href="${escapeHtml(link)}">Criar uma nova senha</a> (link válido por 1 hora e apenas uma vez).</p>
<p>Se você não fez este pedido, ignore este e-mail: sua senha continua a mesma.</p>
<p>Equipe ${escapeHtml(SITE_NAME)}</p>`
  return { to, subject: `Redefinição de senha — ${SITE_NAME}`, text, html }
}
