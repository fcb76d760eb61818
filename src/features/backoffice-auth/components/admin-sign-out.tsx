import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from '../../../ui/button'
import { adminSignOut, useAdminSession } from '../admin-session'
import '../../../lib/i18n/account-catalog'

/** The back office bar's name of the signed-in admin and the logout. */
export function AdminSignOut() {
  const { admin } = useAdminSession()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [leaving, setLeaving] = useState(false)
  return (
    <>
      {admin && <span className="bo-logout">{admin.name}</span>}
      <Button
        variant="ghost"
        small
        className={admin ? undefined : 'bo-logout'}
        disabled={leaving}
        onClick={() => {
          setLeaving(true)
          void adminSignOut(queryClient).then(() => navigate({ to: '/backoffice/login' }))
        }}
      >
        <Trans>Sair</Trans>
      </Button>
    </>
  )
}
