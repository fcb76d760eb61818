import { useLocation } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { useSession } from '../session'

const PhoneDialog = lazy(() =>
  import('./profile-phone-dialog').then((m) => ({ default: m.ProfilePhoneDialog })),
)

/**
 * Profile completeness: while the profile is incomplete, the phone-number dialog opens on
 * dashboard pages outside /dashboard/settings. Closing it lasts until the next page.
 */
export function ProfileCompletionGate() {
  const { user } = useSession()
  const pathname = useLocation({ select: (l) => l.pathname })
  const [dismissedAt, setDismissedAt] = useState<string | null>(null)
  const inSettings = pathname.startsWith('/dashboard/settings')
  if (!user || user.is_profile_complete || inSettings || dismissedAt === pathname) return null
  return (
    <Suspense fallback={null}>
      <PhoneDialog user={user} onClose={() => setDismissedAt(pathname)} />
    </Suspense>
  )
}
