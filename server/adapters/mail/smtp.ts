import nodemailer from 'nodemailer'
import type { Mailer } from './mailer'

/** Real delivery through any SMTP server, e.g. `smtps://user:pass@smtp.example.com:465`. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url)
  return {
    async send(message) {
      await transport.sendMail({ from, ...message })
    },
    close() {
      transport.close()
    },
  }
}
