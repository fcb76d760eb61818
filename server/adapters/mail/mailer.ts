/** One outgoing e-mail. `text` is required so every message reads well in any client. */
export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

/** Where e-mail goes: SMTP when SMTP_URL is set, else a local outbox folder (works offline, used in tests). */
export interface Mailer {
  send(message: MailMessage): Promise<void>
  /** Releases the connection pool, if any. */
  close(): void
}
