import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useAdminToken } from '../admin-session'

/** In the back office: when the admin token goes away (logout elsewhere, expired), back to the login. */
export function AdminSessionWatch() {
  const token = useAdminToken()
  const navigate = useNavigate()
  useEffect(() => {
    if (token === null) void navigate({ to: '/backoffice/login', replace: true })
  }, [token, navigate])
  return null
}
