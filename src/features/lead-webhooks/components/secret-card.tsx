import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { errorMsg } from '../../../domain/messages'
import { Button } from '../../../ui/button'
import { useRotateSecret, useSendTest } from '../api/webhook-queries'

/**
 * The signing secret (hidden until asked, copied in one tap), a new one on confirmation, and "Enviar teste".
 * How to check a signature is in the API documentation (docs/webhooks.md).
 */
export function SecretCard({ secret, onDone }: { secret: string; onDone: (notice: string) => void }) {
  const { t } = useLingui()
  const [shown, setShown] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const rotate = useRotateSecret()
  const test = useSendTest()
  const copy = () =>
    navigator.clipboard.writeText(secret).then(
      () => onDone(t`Segredo copiado.`),
      () => onDone(t`Não foi possível copiar. Mostre o segredo e copie-o manualmente.`),
    )
  const masked = `${secret.slice(0, 6)}${'•'.repeat(16)}`
  return (
    <section className="webhook-card" aria-labelledby="webhook-secret-title">
      <h2 id="webhook-secret-title">
        <Trans>Segredo de assinatura</Trans>
      </h2>
      <p className="muted">
        <Trans>
          Cada envio traz o cabeçalho Mercado-Irece-Signature: t=(horário),v1=(HMAC-SHA256 do segredo sobre o
          horário, um ponto e o corpo). Confira-o antes de aceitar o contato.
        </Trans>
      </p>
      <p className="webhook-secret">
        <code aria-label={shown ? t`Segredo` : t`Segredo oculto`} data-testid="webhook-secret">
          {shown ? secret : masked}
        </code>
      </p>
      <div className="webhook-actions">
        <Button variant="secondary" small onClick={() => setShown((s) => !s)} aria-pressed={shown}>
          {shown ? <Trans>Ocultar</Trans> : <Trans>Mostrar</Trans>}
        </Button>
        <Button variant="secondary" small onClick={() => void copy()}>
          <Trans>Copiar segredo</Trans>
        </Button>
        {!confirming ? (
          <Button variant="ghost" small onClick={() => setConfirming(true)}>
            <Trans>Gerar novo segredo</Trans>
          </Button>
        ) : (
          <span className="webhook-confirm" role="group" aria-label={t`Confirmar novo segredo`}>
            <span>
              <Trans>O segredo atual deixa de valer na hora.</Trans>
            </span>
            <Button
              small
              disabled={rotate.isPending}
              onClick={() =>
                rotate.mutate(undefined, {
                  onSuccess: () => {
                    setConfirming(false)
                    setShown(true)
                    onDone(t`Novo segredo gerado. Atualize-o no seu sistema.`)
                  },
                  onError: () => onDone(errorMsg.generic),
                })
              }
            >
              <Trans>Gerar agora</Trans>
            </Button>
            <Button variant="ghost" small onClick={() => setConfirming(false)}>
              <Trans>Cancelar</Trans>
            </Button>
          </span>
        )}
      </div>
      <div className="webhook-actions">
        <Button
          disabled={test.isPending}
          onClick={() =>
            test.mutate(undefined, {
              onSuccess: () => onDone(t`Teste enviado. Acompanhe o resultado no registro abaixo.`),
              onError: () => onDone(errorMsg.generic),
            })
          }
        >
          <Trans>Enviar teste</Trans>
        </Button>
      </div>
    </section>
  )
}
