import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import { Button } from '../../ui/button'
import { ShareIcon } from '../../ui/detail-icons'
import '../../lib/i18n/discovery-catalog'

// The dialog (and radix) load on the first click.
const ShareDialog = lazy(() => import('./share-dialog'))

/** "Compartilhar": opens the share modal (WhatsApp, copy link, the system's share sheet). */
export function ShareButton({ title }: { title: string }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="secondary" small aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <ShareIcon size={18} />
        {t`Compartilhar`}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ShareDialog title={title} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
