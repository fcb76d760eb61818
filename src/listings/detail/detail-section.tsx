import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import '../../lib/i18n/discovery-catalog'

/** A titled section of a listing's page; `id` names its heading. */
export function DetailSection({
  id,
  title,
  children,
}: {
  id: string
  title: ReactNode
  children: ReactNode
}) {
  return (
    <section className="detail-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}

/** The advertiser's description, when there is one. */
export function DescriptionSection({ id, text }: { id: string; text: string }) {
  if (!text) return null
  return (
    <DetailSection id={id} title={<Trans>Descrição</Trans>}>
      <p className="detail-description">{text}</p>
    </DetailSection>
  )
}
