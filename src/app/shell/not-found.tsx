import { useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { ErrorPage } from './error-page'

/** Unknown routes: the 404 page with 'Page not found: {path}'. */
export function NotFound() {
  const { t } = useLingui()
  const path = useLocation({ select: (l) => l.pathname })
  return (
    <ErrorPage
      status={404}
      detail={t({ id: 'common.error.page_not_found', message: `Page not found: ${path}` })}
    />
  )
}
