import { useLingui } from '@lingui/react/macro'
import { QueryClientContext } from '@tanstack/react-query'
import { useContext } from 'react'
import type { WebsiteSettings } from '../domain/settings'
import { settingsQueryOptions } from '../lib/settings/get-settings'

/**
 * Sets the document title (React 19 hoists <title> into <head>), with the site's name from the website settings
 * (staff edit it in the back office) once they are loaded, the built-in name before.
 */
export function PageTitle({ title }: { title?: string }) {
  const { t } = useLingui()
  // Read, not subscribed: the settings are in the cache from the start (inlined by the server or loaded by main.tsx).
  const settings = useContext(QueryClientContext)?.getQueryData<WebsiteSettings>(
    settingsQueryOptions().queryKey,
  )
  const site = settings?.site_name || t({ id: 'site.title', message: 'Mercado Irecê' })
  return <title>{title ? `${title} | ${site}` : site}</title>
}
