import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { errorMsg } from '../../domain/messages'
import { Button } from '../../ui/button'
import { Field } from '../../ui/field'
import { queueLead } from './api/queue-lead'
import { useLeadCapture } from './lead-capture'
import { leadResolver, type ContactListing, type LeadFormValues, parseLead } from './lead-form-values'
import { useOutboxWrite } from '../../lib/offline/use-outbox-write'
import { WriteStatus } from '../../ui/write-status'
import { finishPhone, loadVisitor, maskPhone, saveVisitor } from './visitor'
import { WhatsappFallback, WhatsappSent } from './whatsapp-fallback'
import type { PhoneChannels } from '../../domain/advertiser'
import '../../lib/i18n/visitor-catalog'

export interface ContactFormProps {
  listing: ContactListing
  /** Who advertises it and whether they take WhatsApp: a message that waits can then go by WhatsApp. */
  advertiser?: { id: string; channels: PhoneChannels }
}

const described = (id: string, error?: string) => (error ? `${id}-error` : undefined)

/**
 * The visitor's message to the advertiser. Always through the outbox: sent at once online, kept until the signal
 * returns, so a visitor in the field never loses what they wrote.
 */
export function ContactForm({ listing, advertiser }: ContactFormProps) {
  const { t } = useLingui()
  const defaultMessage =
    listing.type === 'property'
      ? t`Olá, tenho interesse neste imóvel e gostaria de mais informações.`
      : t`Olá, tenho interesse neste veículo e gostaria de mais informações.`
  const form = useForm<LeadFormValues>({
    defaultValues: { ...loadVisitor(), message: defaultMessage, consent: false },
    resolver: leadResolver(listing),
  })
  const { register, handleSubmit, formState, setValue } = form
  const errors = formState.errors
  const write = useOutboxWrite()
  const [captureHint, setCaptureHint] = useState(false)
  // What was sent, for the WhatsApp way (the form may change after); and WhatsApp's link once it was taken.
  const [sent, setSent] = useState<{ name: string; message: string } | null>(null)
  const [whatsappHref, setWhatsappHref] = useState<string | null>(null)
  const id = `contact-${listing.type}-${listing.id}`
  useLeadCapture(listing, form, setCaptureHint)
  const phoneField = register('phone')

  const onSubmit = handleSubmit(async (values) => {
    const parsed = parseLead(listing, 'message', values)
    if (!parsed.success) return
    saveVisitor(values)
    setSent({ name: values.name, message: values.message })
    await write.submit(() => queueLead(listing, parsed.data))
  })

  const another = () => {
    write.reset()
    setWhatsappHref(null)
    setValue('message', defaultMessage)
  }

  const phase = write.phase
  const showForm =
    !whatsappHref &&
    (phase.tag === 'idle' || phase.tag === 'sending' || (phase.tag === 'error' && !phase.stored))
  const waiting = phase.tag === 'queued' || (phase.tag === 'error' && phase.stored)

  return (
    <section className="contact-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="contact-title">
        <Trans>Fale com o anunciante</Trans>
      </h2>
      <WriteStatus
        phase={phase}
        texts={{
          sent: t`Mensagem enviada`,
          sentDetail: t`O anunciante vai responder pelo e-mail ou telefone que você informou.`,
          queued: t`Sem conexão: sua mensagem será enviada quando o sinal voltar`,
          error: errorMsg.sendMessage,
          another: t`Enviar outra mensagem`,
        }}
        onRetry={() => void write.retry()}
        onDiscard={() => void write.discard()}
        onAnother={another}
      />
      {advertiser && write.entry && sent && (
        <WhatsappFallback
          key={write.entry.id}
          entry={write.entry}
          waiting={waiting}
          advertiser={advertiser}
          message={{ ...sent, title: listing.name, url: location.origin + location.pathname }}
          withdraw={write.withdraw}
          onSent={setWhatsappHref}
        />
      )}
      {whatsappHref && <WhatsappSent href={whatsappHref} onAnother={another} />}
      {showForm && (
        <form className="contact-form" noValidate onSubmit={(e) => void onSubmit(e)}>
          <Field label={t`Nome`} htmlFor={`${id}-name`} error={errors.name?.message}>
            <input
              id={`${id}-name`}
              className="input"
              autoComplete="name"
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={described(`${id}-name`, errors.name?.message)}
              {...register('name')}
            />
          </Field>
          <Field label={t`E-mail`} htmlFor={`${id}-email`} error={errors.email?.message}>
            <input
              id={`${id}-email`}
              className="input"
              type="email"
              inputMode="email"
              autoComplete="email"
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={described(`${id}-email`, errors.email?.message)}
              {...register('email')}
            />
          </Field>
          <Field
            label={t`Telefone (opcional)`}
            htmlFor={`${id}-phone`}
            hint={t`Com DDD, ex.: 74-99999-9999`}
            error={errors.phone?.message}
          >
            <input
              id={`${id}-phone`}
              className="input"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="74-99999-9999"
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={errors.phone ? `${id}-phone-error` : `${id}-phone-hint`}
              {...phoneField}
              onChange={(event) => {
                event.target.value = maskPhone(event.target.value)
                return phoneField.onChange(event)
              }}
              onBlur={(event) => {
                event.target.value = finishPhone(event.target.value)
                return phoneField.onBlur(event)
              }}
            />
          </Field>
          <Field label={t`Mensagem`} htmlFor={`${id}-message`} error={errors.message?.message}>
            <textarea
              id={`${id}-message`}
              className="input contact-message"
              rows={4}
              maxLength={2000}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={described(`${id}-message`, errors.message?.message)}
              {...register('message')}
            />
          </Field>
          <div className="field">
            <label className="contact-consent">
              <input
                type="checkbox"
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={described(`${id}-consent`, errors.consent?.message)}
                {...register('consent')}
              />
              <span>
                <Trans>
                  Tenho mais de 18 anos, aceito os{' '}
                  <a href="/termos-de-uso" target="_blank" rel="noopener">
                    termos de uso
                  </a>{' '}
                  e concordo que meus dados sejam compartilhados com o anunciante.
                </Trans>
              </span>
            </label>
            {errors.consent?.message && (
              <span className="field-error" id={`${id}-consent-error`} role="alert">
                {errors.consent.message}
              </span>
            )}
          </div>
          {/* Hidden from people and screen readers; bots fill it and the server drops their message. */}
          <div className="contact-trap" aria-hidden="true">
            <label htmlFor={`${id}-website`}>Site</label>
            <input id={`${id}-website`} tabIndex={-1} autoComplete="off" {...register('website')} />
          </div>
          <Button type="submit" block disabled={phase.tag === 'sending'}>
            {phase.tag === 'sending' ? t`Enviando…` : t`Enviar mensagem`}
          </Button>
          {captureHint && (
            <p className="contact-hint" role="status">
              <Trans>
                Para falar pelo WhatsApp ou telefone, informe seu nome e marque a confirmação acima.
              </Trans>
            </p>
          )}
        </form>
      )}
    </section>
  )
}
