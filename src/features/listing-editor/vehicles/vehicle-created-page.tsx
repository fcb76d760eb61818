import '../../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { buttonClass } from '../../../ui/button'
import { PageTitle } from '../../../ui/page-title'
import { VehicleSteps } from './vehicle-steps'
import './vehicles.css'

/** Seconds before the created-redirect moves on to the photos. */
export const CREATED_REDIRECT_SECONDS = 5

/** /dashboard/vehicles/$id/success: the vehicle was created; a visible countdown, then the media step. */
export function VehicleCreatedPage({ id }: { id: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [left, setLeft] = useState(CREATED_REDIRECT_SECONDS)
  useEffect(() => {
    if (left <= 0) {
      void navigate({
        to: '/dashboard/vehicles/$id/edit',
        params: { id },
        search: { step: 'media' },
        replace: true,
      })
      return
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000)
    return () => clearTimeout(timer)
  }, [left, id, navigate])
  return (
    <div className="listing-editor vehicle-status-page">
      <PageTitle title={t`Veículo criado`} />
      <VehicleSteps current="media" />
      <h1>
        <Trans>Veículo cadastrado!</Trans>
      </h1>
      <p>
        <Trans>Agora envie as fotos: é necessário pelo menos uma para publicar.</Trans>
      </p>
      <p aria-live="polite" data-testid="countdown">
        <Trans>
          Indo para as fotos em <span className="vehicle-countdown">{left}</span> s…
        </Trans>
      </p>
      <div className="actions">
        <Link
          to="/dashboard/vehicles/$id/edit"
          params={{ id }}
          search={{ step: 'media' }}
          replace
          className={buttonClass()}
        >
          <Trans>Enviar fotos agora</Trans>
        </Link>
        <Link to="/dashboard/vehicles" className={buttonClass({ variant: 'secondary' })}>
          <Trans>Ir para a lista</Trans>
        </Link>
      </div>
    </div>
  )
}
