// Back office routes other than login need a logged-in admin; a logged-in admin skips the login.
import type { QueryClient } from '@tanstack/react-query'
import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { isApiError } from '../../lib/http/api-error'
import { adminApi } from '../../lib/http/admin-client'
import { adminQueryOptions } from './api/get-admin'

const toLogin = () => redirect({ to: '/backoffice/login', replace: true })

export async function requireAdmin({
  context,
}: {
  context: { queryClient: QueryClient }
  location: ParsedLocation
}): Promise<void> {
  if (!adminApi.tokens.get()) throw toLogin()
  try {
    await context.queryClient.ensureQueryData({ ...adminQueryOptions(), revalidateIfStale: true })
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      adminApi.tokens.clear()
      throw toLogin()
    }
  }
}

export function redirectIfAdmin(): void {
  if (adminApi.tokens.get()) throw redirect({ to: '/backoffice/dashboard', replace: true })
}
