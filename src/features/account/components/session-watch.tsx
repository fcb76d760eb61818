import { useLocation, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useUserToken } from '../session'

/**
 * On a dashboard page: when the token goes away (logout in another tab, or the API discarded an expired
 * one), go to /entrar and come back here after signing in. Only while the location is still a dashboard
 * page: the location changes before this layout unmounts, and /entrar must not redirect to itself.
 */
export function SessionWatch() {
  const token = useUserToken()
  const navigate = useNavigate()
  const href = useLocation({ select: (l) => l.href })
  useEffect(() => {
    if (token === null && href.startsWith('/dashboard'))
      void navigate({ to: '/entrar', search: { redirect: href }, replace: true })
  }, [token, href, navigate])
  return null
}
