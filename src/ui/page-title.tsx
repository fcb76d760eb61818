import { useLingui } from '@lingui/react/macro'

/** Sets the document title (React 19 hoists <title> into <head>). */
export function PageTitle({ title }: { title?: string }) {
  const { t } = useLingui()
  const site = t({ id: 'site.title', message: 'Mercado Irecê' })
  return <title>{title ? `${title} | ${site}` : site}</title>
}
