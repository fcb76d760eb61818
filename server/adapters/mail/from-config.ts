import type { Config } from '../../config'
import { localOutboxMailer, mailDirOf } from './local-outbox'
import type { Mailer } from './mailer'
import { smtpMailer } from './smtp'

export function createMailer(config: Config): Mailer {
  if (config.SMTP_URL) return smtpMailer(config.SMTP_URL, config.MAIL_FROM)
  return localOutboxMailer(mailDirOf(config.dataDir), config.MAIL_FROM)
}

/** The dev mailbox exposes every stored message (reset links included): never in production unless asked. */
export const devInboxEnabled = (config: Config): boolean =>
  config.NODE_ENV !== 'production' || config.MAIL_DEV_INBOX === 'true'
