import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { UnderConstruction } from '../../../app/shell/under-construction'
import { PushOptinCard } from '../../../features/push-optin/push-optin-card'

export const Route = createFileRoute('/_dashboard/dashboard/')({
  component: () => (
    <>
      <PushOptinCard />
      <UnderConstruction name={msg`Painel`} />
    </>
  ),
})
