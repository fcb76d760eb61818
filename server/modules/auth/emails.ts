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

/** A plain message: the text's paragraphs, the link as a button-like anchor in the HTML version. */
function simpleEmail(
  to: string,
  subject: string,
  name: string,
  paragraphs: string[],
  links: { label: string; href: string }[],
  after: string[] = [],
): MailMessage {
  const hello = name ? `Olá, ${name}!` : 'Olá!'
  const text = [
    hello,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...links.flatMap((l) => [`${l.label}: ${l.href}`, '']),
    ...after.flatMap((p) => [p, '']),
    `Equipe ${SITE_NAME}`,
  ].join('\n')
  const para = (p: string) => `<p>${escapeHtml(p)}</p>`
  const html = [
    para(hello),
    ...paragraphs.map(para),
    ...links.map((l) => `<p><a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a></p>`),
    ...after.map(para),
    para(`Equipe ${SITE_NAME}`),
  ].join('\n')
  return { to, subject: `${subject} — ${SITE_NAME}`, text, html }
}

export function confirmSignUpEmail(to: string, name: string, link: string): MailMessage {
  return simpleEmail(
    to,
    'Confirme seu e-mail',
    name,
    [
      `Para ativar sua conta no ${SITE_NAME} e poder publicar anúncios, confirme que este e-mail é seu.`,
      'O link vale por 48 horas e pode ser usado uma única vez.',
    ],
    [{ label: 'Confirmar meu e-mail', href: link }],
    ['Se você não criou uma conta, ignore este e-mail.'],
  )
}

/** Sent instead of a confirmation when someone signs up with an address that already has an account. */
export function accountExistsEmail(
  to: string,
  name: string,
  signInLink: string,
  resetLink: string,
): MailMessage {
  return simpleEmail(
    to,
    'Você já tem uma conta',
    name,
    [
      `Alguém (talvez você) tentou criar uma conta no ${SITE_NAME} com este e-mail, mas ele já tem uma conta.`,
      'Entre com seu e-mail e senha. Se não lembra a senha, crie uma nova pelo link abaixo.',
    ],
    [
      { label: 'Entrar', href: signInLink },
      { label: 'Esqueci minha senha', href: resetLink },
    ],
    ['Se não foi você, ignore este e-mail: nada mudou na sua conta.'],
  )
}

export function confirmNewEmailEmail(to: string, name: string, link: string): MailMessage {
  return simpleEmail(
    to,
    'Confirme seu novo e-mail',
    name,
    [
      `Você pediu para usar este e-mail na sua conta do ${SITE_NAME}.`,
      'A troca só vale depois que você confirmar. O link vale por 24 horas e pode ser usado uma única vez.',
    ],
    [{ label: 'Confirmar o novo e-mail', href: link }],
    ['Se você não pediu esta troca, ignore este e-mail.'],
  )
}

/** To the old address once a change is confirmed: the owner of the account can take it back. */
export function emailChangedEmail(to: string, name: string, newEmail: string, undoLink: string): MailMessage {
  return simpleEmail(
    to,
    'O e-mail da sua conta foi trocado',
    name,
    [
      `O e-mail da sua conta no ${SITE_NAME} foi trocado para ${newEmail}.`,
      'Se foi você, não precisa fazer nada.',
      'Se não foi você, desfaça a troca pelo link abaixo (válido por 7 dias): este e-mail volta a ser o da conta e todas as sessões abertas são encerradas. Depois, crie uma nova senha.',
    ],
    [{ label: 'Desfazer a troca de e-mail', href: undoLink }],
  )
}
