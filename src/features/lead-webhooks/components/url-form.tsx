import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { webhookUpdateSchema } from '../../../domain/lead-webhook'
import { errorMsg } from '../../../domain/messages'
import { isApiError } from '../../../lib/http/api-error'
import { Button } from '../../../ui/button'
import { Field } from '../../../ui/field'
import { useSaveWebhook } from '../api/webhook-queries'

/** The address form: checked with the API's own schema first, then by the server (on the internet, https). */
export function UrlForm({ url, onDone }: { url: string | null; onDone: (notice: string) => void }) {
  const { t } = useLingui()
  const [value, setValue] = useState(url ?? '')
  const [error, setError] = useState<string | null>(null)
  const save = useSaveWebhook()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = webhookUpdateSchema.safeParse({ url: value })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? errorMsg.generic)
    setError(null)
    save.mutate(parsed.data, {
      onSuccess: () => onDone(t`Endereço salvo.`),
      onError: (err) => setError(isApiError(err) ? err.message : errorMsg.generic),
    })
  }
  return (
    <form className="webhook-card" onSubmit={submit} noValidate aria-labelledby="webhook-url-title">
      <h2 id="webhook-url-title">
        <Trans>Endereço</Trans>
      </h2>
      <Field
        label={t`URL que recebe os contatos`}
        htmlFor="webhook-url"
        hint={t`Precisa começar com https:// e estar acessível pela internet.`}
        error={error}
      >
        <input
          id="webhook-url"
          className="input"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'webhook-url-error' : 'webhook-url-hint'}
        />
      </Field>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? <Trans>Salvando…</Trans> : <Trans>Salvar endereço</Trans>}
      </Button>
    </form>
  )
}
