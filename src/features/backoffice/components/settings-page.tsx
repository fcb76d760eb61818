import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import {
  adminSettingsInputSchema,
  type AdminSettingsInput,
  type AdminSettingsValues,
} from '../../../domain/backoffice-settings'
import type { WebsiteSettings } from '../../../domain/settings'
import { applyServerErrors } from '../../../lib/forms/server-errors'
import { Field } from '../../../ui/field'
import { TextAreaField, TextField } from '../../../ui/form-fields'
import { FormAlert, SubmitButton } from '../../../ui/form-parts'
import { PageTitle } from '../../../ui/page-title'
import { toast } from '../../../ui/toast-store'
import { boKeys } from '../api/keys'
import { adminSettingsQueryOptions, saveSettings } from '../api/settings'
import '../../../lib/i18n/backoffice-catalog'
import '../backoffice.css'

const robotsOptions = ['index, follow', 'noindex, follow', 'index, nofollow', 'noindex, nofollow'] as const
const fields = [
  'site_name',
  'contact_email',
  'contact_phone',
  'whatsapp',
  'address',
  'seo.name',
  'seo.description',
  'seo.keywords',
  'seo.image',
  'seo.robots',
  'seo.author',
  'seo.site_url',
  'social.instagram',
  'social.facebook',
  'analytics.tag_id',
  'analytics.pixel_id',
  'analytics.tag_manager_id',
]

const toInput = (s: WebsiteSettings): AdminSettingsInput => ({
  site_name: s.site_name,
  contact_email: s.contact_email,
  contact_phone: s.contact_phone,
  whatsapp: s.whatsapp,
  address: s.address,
  seo: { ...s.seo, robots: s.seo.robots as AdminSettingsInput['seo']['robots'] },
  social: { instagram: s.social.instagram ?? '', facebook: s.social.facebook ?? '' },
  analytics: s.analytics,
})

/** /backoffice/dashboard/settings: what GET /api/settings serves; the public app follows without a rebuild. */
export function SettingsPage() {
  const { t } = useLingui()
  const { data } = useQuery(adminSettingsQueryOptions())
  return (
    <div className="bo-page">
      <PageTitle title={t`Configurações do site`} />
      <h1>
        <Trans>Configurações do site</Trans>
      </h1>
      {data ? <SettingsForm settings={data} /> : <p className="muted">{t`Carregando…`}</p>}
    </div>
  )
}

function SettingsForm({ settings }: { settings: WebsiteSettings }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [message, setMessage] = useState<string | null>(null)
  const form = useForm<AdminSettingsInput, unknown, AdminSettingsValues>({
    defaultValues: toInput(settings),
    resolver: zodResolver(adminSettingsInputSchema) as unknown as Resolver<
      AdminSettingsInput,
      unknown,
      AdminSettingsValues
    >,
  })
  const { register, handleSubmit, formState, setError, reset } = form
  const e = formState.errors
  const text = (
    id: string,
    label: string,
    name: Parameters<typeof register>[0],
    error?: string,
    hint?: string,
  ) => <TextField id={id} label={label} hint={hint} registration={register(name)} error={error} />
  const onSubmit = handleSubmit(async (values) => {
    setMessage(null)
    try {
      const saved = await saveSettings(values)
      queryClient.setQueryData(boKeys.lists('settings'), saved)
      reset(toInput(saved))
      toast.add({
        severity: 'success',
        summary: t`Configurações salvas`,
        detail: t`O site já mostra as mudanças.`,
      })
    } catch (err) {
      setMessage(applyServerErrors(err, setError, { fields }))
    }
  })
  return (
    <form className="bo-form" noValidate onSubmit={(ev) => void onSubmit(ev)}>
      <FormAlert message={message} />
      <section className="bo-panel" aria-labelledby="settings-general">
        <h2 id="settings-general">
          <Trans>Site e contato</Trans>
        </h2>
        <div className="bo-form-grid">
          {text('settings-site-name', t`Nome do site`, 'site_name', e.site_name?.message)}
          {text('settings-email', t`E-mail de contato`, 'contact_email', e.contact_email?.message)}
          {text('settings-phone', t`Telefone`, 'contact_phone', e.contact_phone?.message)}
          {text('settings-whatsapp', t`WhatsApp`, 'whatsapp', e.whatsapp?.message)}
          {text('settings-address', t`Endereço`, 'address', e.address?.message)}
          {text('settings-instagram', t`Instagram`, 'social.instagram', e.social?.instagram?.message)}
          {text('settings-facebook', t`Facebook`, 'social.facebook', e.social?.facebook?.message)}
        </div>
      </section>
      <section className="bo-panel" aria-labelledby="settings-seo">
        <h2 id="settings-seo">
          <Trans>SEO (padrões das páginas)</Trans>
        </h2>
        <div className="bo-form-grid">
          {text('settings-seo-name', t`Nome`, 'seo.name', e.seo?.name?.message)}
          {text('settings-seo-author', t`Autor`, 'seo.author', e.seo?.author?.message)}
          {text('settings-seo-image', t`Imagem`, 'seo.image', e.seo?.image?.message)}
          {text('settings-seo-url', t`Endereço do site`, 'seo.site_url', e.seo?.site_url?.message)}
          <Field label={t`Robôs de busca`} htmlFor="settings-seo-robots" error={e.seo?.robots?.message}>
            <select id="settings-seo-robots" className="input" {...register('seo.robots')}>
              {robotsOptions.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <TextAreaField
          id="settings-seo-description"
          label={t`Descrição`}
          rows={3}
          registration={register('seo.description')}
          error={e.seo?.description?.message}
        />
        {text('settings-seo-keywords', t`Palavras-chave`, 'seo.keywords', e.seo?.keywords?.message)}
      </section>
      <section className="bo-panel" aria-labelledby="settings-analytics">
        <h2 id="settings-analytics">
          <Trans>Rastreadores (carregados só após o consentimento de cookies)</Trans>
        </h2>
        <div className="bo-form-grid">
          {text('settings-tag', t`ID da tag de análise`, 'analytics.tag_id', e.analytics?.tag_id?.message)}
          {text(
            'settings-pixel',
            t`ID do pixel de anúncios`,
            'analytics.pixel_id',
            e.analytics?.pixel_id?.message,
          )}
          {text(
            'settings-gtm',
            t`ID do gerenciador de tags`,
            'analytics.tag_manager_id',
            e.analytics?.tag_manager_id?.message,
          )}
        </div>
      </section>
      <div className="bo-actions">
        <SubmitButton pending={formState.isSubmitting} pendingLabel={t`Salvando…`}>
          <Trans>Salvar configurações</Trans>
        </SubmitButton>
      </div>
    </form>
  )
}
