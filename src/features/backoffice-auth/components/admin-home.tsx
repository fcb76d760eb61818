import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from '../../../ui/button'
import { PageTitle } from '../../../ui/page-title'
import { adminSignOut, useAdminSession } from '../admin-session'
import '../../../lib/i18n/account-catalog'

/** /backoffice/dashboard: a greeting and the logout (the management areas come later). */
export function AdminHome() {
  const { t } = useLingui()
  const { admin } = useAdminSession()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [leaving, setLeaving] = useState(false)
  const name = admin?.name ?? ''
  return (
    <section className="section" aria-labelledby="admin-home-title">
      <PageTitle title={t`Painel administrativo`} />
      <h1 id="admin-home-title">{name ? t`Olá, ${name}` : t`Olá!`}</h1>
      {admin && <p className="muted">{admin.email}</p>}
      <p>
        <Trans>Escolha uma área no menu para começar.</Trans>
      </p>
      <Button
        variant="secondary"
        disabled={leaving}
        onClick={() => {
          setLeaving(true)
          void adminSignOut(queryClient).then(() => navigate({ to: '/backoffice/login' }))
        }}
      >
        <Trans>Sair</Trans>
      </Button>
    </section>
  )
}
