/** One outgoing e-mail. `text` is required so every message reads well in any client. */
export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  /** Extra header fields, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>
}

/** Where e-mail goes: SMTP when SMTP_URL is set, else a local outbox folder (works offline, used in tests). */
export interface Mailer {
  send(message: MailMessage): Promise<void>
  /** Releases the connection pool, if any. */
  close(): void
}
