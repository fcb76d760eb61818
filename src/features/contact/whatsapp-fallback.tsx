import { Trans } from '@lingui/react/macro'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import type { PhoneChannels } from '../../domain/advertiser'
import type { OutboxEntry, WithdrawOutcome } from '../../lib/offline/outbox'
import { useRevealedPhones } from '../../listings/contact/revealed-phones'
import { Button, buttonClass } from '../../ui/button'
import { ChatIcon } from '../../ui/detail-icons'
import { whatsappFallbackDue, whatsappFallbackUrl, type FallbackMessage } from './whatsapp-text'
import './whatsapp-fallback.css'
import '../../lib/i18n/visitor-catalog'

export interface WhatsappFallbackProps {
  /** The queued message as last read from the outbox. */
  entry: OutboxEntry
  /** The form shows it as waiting (no signal, or the server failing): only then is WhatsApp offered. */
  waiting: boolean
  advertiser: { id: string; channels: PhoneChannels }
  message: FallbackMessage
  /** Takes the queued copy out of the outbox if it still waits (useOutboxWrite().withdraw). */
  withdraw: () => Promise<WithdrawOutcome>
  /** The copy was withdrawn and WhatsApp asked to open with `href`. */
  onSent: (href: string) => void
  /** The clock (tests pass their own). */
  now?: () => number
}

/** True once `now()` reaches `at`, re-rendering then. */
function useReached(at: number, now: () => number): boolean {
  const [reached, setReached] = useState(() => now() >= at)
  useEffect(() => {
    if (reached) return
    const timer = setTimeout(() => setReached(true), Math.max(0, at - now()))
    return () => clearTimeout(timer)
  }, [at, now, reached])
  return reached
}

/**
 * Beside the waiting notice of a message that has not left the device: "Enviar pelo WhatsApp agora" at once, and
 * the offer itself after WHATSAPP_FALLBACK_AFTER_MS. Nothing where WhatsApp is no way to this advertiser. Taking it
 * withdraws the queued copy first and opens WhatsApp only if that worked, so the advertiser never gets the
 * message twice; when a replayer already holds it (or sent it), the visitor is told so instead.
 */
export function WhatsappFallback({
  entry,
  waiting,
  advertiser,
  message,
  withdraw,
  onSent,
  now = Date.now,
}: WhatsappFallbackProps) {
  const phones = useRevealedPhones(advertiser.id)
  const href = whatsappFallbackUrl(phones, advertiser.channels, message)
  const ripe = useReached(whatsappFallbackDue(entry.createdAt), now)
  const [asked, setAsked] = useState(false)
  const [left, setLeft] = useState<Exclude<WithdrawOutcome, 'withdrawn'> | null>(null)
  const [busy, setBusy] = useState(false)
  const link = useRef<HTMLAnchorElement>(null)
  const offered = ripe || asked
  useEffect(() => {
    if (asked) link.current?.focus()
  }, [asked])

  if (!href) return null
  // A replayer took it meanwhile: no second way (the write's own status follows it), unless the visitor asked
  // and must hear why.
  if (!left && (!waiting || entry.status !== 'pending')) return null

  const take = async (event: MouseEvent<HTMLAnchorElement>) => {
    // Withdraw first, open after: WhatsApp must not open for a copy a replayer is sending.
    event.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      const outcome = await withdraw()
      if (outcome !== 'withdrawn') return setLeft(outcome)
      window.open(href, '_blank', 'noopener,noreferrer')
      onSent(href)
    } catch (err) {
      console.error('outbox withdraw failed', err)
    } finally {
      setBusy(false)
    }
  }

  // One live region throughout: what replaces the button is announced.
  return (
    <div className="whatsapp-fallback" aria-live="polite">
      {left ? (
        <p className="whatsapp-fallback-title">
          {left === 'sending' ? (
            <Trans>Sua mensagem já está sendo enviada pelo site: não é preciso usar o WhatsApp.</Trans>
          ) : (
            <Trans>Sua mensagem já foi entregue ao anunciante: não é preciso usar o WhatsApp.</Trans>
          )}
        </p>
      ) : offered ? (
        <>
          <p className="whatsapp-fallback-title">
            {ripe ? (
              <Trans>Sua mensagem ainda não saiu deste aparelho.</Trans>
            ) : (
              <Trans>Envie a mesma mensagem pelo WhatsApp do anunciante.</Trans>
            )}
          </p>
          <p>
            <Trans>
              O WhatsApp abre com o mesmo texto. A cópia que aguarda o sinal aqui é retirada, para o
              anunciante não receber a mensagem duas vezes.
            </Trans>
          </p>
          <a
            ref={link}
            className={buttonClass({ variant: 'whatsapp', block: true })}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            // The page's lead capture records WhatsApp taps; this one carries the message itself.
            data-lead-capture="off"
            aria-disabled={busy || undefined}
            onClick={(event) => void take(event)}
          >
            <ChatIcon size={18} />
            <Trans>Enviar pelo WhatsApp</Trans>
          </a>
        </>
      ) : (
        <Button variant="secondary" small block onClick={() => setAsked(true)}>
          <ChatIcon size={18} />
          <Trans>Enviar pelo WhatsApp agora</Trans>
        </Button>
      )}
    </div>
  )
}

/** After the WhatsApp way: the queued copy is gone; WhatsApp can be opened again if it did not open. */
export function WhatsappSent({ href, onAnother }: { href: string; onAnother: () => void }) {
  const bringIntoView = (el: HTMLDivElement | null) => {
    el?.focus({ preventScroll: true })
  }
  return (
    <div
      ref={bringIntoView}
      className="write-status write-status-sent"
      role="status"
      aria-live="polite"
      tabIndex={-1}
    >
      <p className="write-status-title">
        <Trans>Mensagem levada ao WhatsApp</Trans>
      </p>
      <p>
        <Trans>
          A cópia que aguardava o sinal foi retirada deste aparelho: o anunciante recebe só a do WhatsApp.
        </Trans>
      </p>
      <div className="write-status-actions">
        <a
          className={buttonClass({ variant: 'whatsapp', small: true })}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          data-lead-capture="off"
        >
          <Trans>Abrir o WhatsApp de novo</Trans>
        </a>
        <Button variant="secondary" small onClick={onAnother}>
          <Trans>Enviar outra mensagem</Trans>
        </Button>
      </div>
    </div>
  )
}
