import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { isApiError } from '../../lib/http/api-error'
import { isChunkLoadError, reloadOnChunkError } from '../../lib/browser/chunk-reload'
import { OfflinePage } from '../../features/offline/offline-page'
import { isNetworkError } from '../../features/offline/network-error'
import { ErrorPage } from './error-page'

/** The router's default error component: API errors keep their status (404, 401), the rest is a 500. */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter()
  const chunkError = isChunkLoadError(error)
  const offline = isNetworkError(error)
  useEffect(() => {
    if (chunkError) reloadOnChunkError()
    else if (!isApiError(error) && !offline) console.error(error)
  }, [chunkError, error, offline])
  // No answer at all and nothing cached: say so in pt-BR, with a retry, instead of a generic error.
  if (offline) return <OfflinePage onRetry={() => void router.invalidate()} />
  return <ErrorPage status={isApiError(error) ? error.status : 500} />
}
