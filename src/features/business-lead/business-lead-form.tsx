import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useForm, type Resolver } from 'react-hook-form'
import {
  businessLeadInputSchema,
  portfolioSizeLabels,
  portfolioSizes,
  type BusinessLeadInput,
} from '../../domain/business-lead'
import { errorMsg } from '../../domain/messages'
import { towns } from '../../domain/region'
import { finishPhone, maskPhone } from '../../lib/forms/masks'
import { useOutboxWrite } from '../../lib/offline/use-outbox-write'
import { Button } from '../../ui/button'
import { Field } from '../../ui/field'
import { describedBy, TextField } from '../../ui/form-fields'
import { WriteStatus } from '../../ui/write-status'
import { queueBusinessLead } from './api/queue-business-lead'
import '../../lib/i18n/visitor-catalog'

type Values = Omit<BusinessLeadInput, 'city' | 'portfolio_size'> & { city: string; portfolio_size: string }

/** Name or company, e-mail, phone or WhatsApp, city and portfolio size, sent through the outbox. */
export function BusinessLeadForm() {
  const { t } = useLingui()
  const write = useOutboxWrite()
  const form = useForm<Values, unknown, BusinessLeadInput>({
    defaultValues: { name: '', email: '', phone: '', city: '', portfolio_size: '', website: '' },
    // The selects start on "Selecione" (''), which the schema's enums refuse with 'Campo obrigatório': the
    // form's values are wider than the schema's input, on purpose.
    resolver: zodResolver(businessLeadInputSchema) as unknown as Resolver<Values, unknown, BusinessLeadInput>,
  })
  const { register, handleSubmit, formState } = form
  const errors = formState.errors
  const onSubmit = handleSubmit((values) => write.submit(() => queueBusinessLead(values)))
  const another = () => {
    write.reset()
    form.reset()
  }
  const tag = write.phase.tag
  const showForm = tag === 'idle' || tag === 'sending' || (tag === 'error' && !write.phase.stored)

  return (
    <section className="business-form panel" aria-labelledby="business-form-title">
      <h2 id="business-form-title">
        <Trans>Fale com a nossa equipe</Trans>
      </h2>
      <WriteStatus
        phase={write.phase}
        texts={{
          sent: t`Solicitação enviada`,
          sentDetail: t`Nossa equipe entra em contato em até 1 dia útil pelo e-mail ou telefone informado.`,
          queued: t`Sem conexão: sua solicitação será enviada quando o sinal voltar`,
          error: errorMsg.businessLead,
          another: t`Enviar outra solicitação`,
        }}
        onRetry={() => void write.retry()}
        onDiscard={() => void write.discard()}
        onAnother={another}
      />
      {showForm && (
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="business-form-fields">
          <TextField
            id="business-name"
            label={t`Nome ou empresa`}
            autoComplete="organization"
            registration={register('name')}
            error={errors.name?.message}
          />
          <TextField
            id="business-email"
            label={t`E-mail`}
            type="email"
            inputMode="email"
            autoComplete="email"
            registration={register('email')}
            error={errors.email?.message}
          />
          <TextField
            id="business-phone"
            label={t`Telefone ou WhatsApp`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="74-99999-9999"
            hint={t`Com DDD, ex.: 74-99999-9999`}
            mask={maskPhone}
            finish={finishPhone}
            registration={register('phone')}
            error={errors.phone?.message}
          />
          <Field label={t`Cidade`} htmlFor="business-city" error={errors.city?.message}>
            <select
              id="business-city"
              className="input"
              aria-invalid={errors.city ? true : undefined}
              aria-describedby={describedBy('business-city', errors.city?.message)}
              {...register('city')}
            >
              <option value="">{t`Selecione`}</option>
              {towns.map((town) => (
                <option key={town.slug} value={town.slug}>
                  {town.name}
                </option>
              ))}
              <option value="outra">{t`Outra`}</option>
            </select>
          </Field>
          <Field
            label={t`Quantos imóveis você tem na carteira?`}
            htmlFor="business-portfolio"
            error={errors.portfolio_size?.message}
          >
            <select
              id="business-portfolio"
              className="input"
              aria-invalid={errors.portfolio_size ? true : undefined}
              aria-describedby={describedBy('business-portfolio', errors.portfolio_size?.message)}
              {...register('portfolio_size')}
            >
              <option value="">{t`Selecione`}</option>
              {portfolioSizes.map((size) => (
                <option key={size} value={size}>
                  {portfolioSizeLabels[size]}
                </option>
              ))}
            </select>
          </Field>
          {/* Hidden from people and screen readers; bots fill it (the server drops those requests). */}
          <div className="business-form-trap" aria-hidden="true">
            <label htmlFor="business-website">Website</label>
            <input id="business-website" tabIndex={-1} autoComplete="off" {...register('website')} />
          </div>
          <Button type="submit" block disabled={tag === 'sending'}>
            {tag === 'sending' ? t`Enviando…` : t`Quero anunciar`}
          </Button>
        </form>
      )}
    </section>
  )
}
