import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { ruralDocuments, type DocumentStatus } from '../../../domain/enums'
import type { RuralDetails } from '../../../domain/rural'
import { pricePerHa } from '../../../domain/price-per-ha'
import { haToAlqueires } from '../../../domain/rural-units'
import { alqueiresText, formatOneDecimal } from '../../../lib/format/alqueires-format'
import { formatHectares, formatPricePerHa } from '../../../lib/format/rural-format'
import { DetailSection } from '../../../listings/detail/detail-section'
import { FactsList } from '../../../listings/detail/facts-list'
import {
  documentStatusLabels,
  electricityLabels,
  landUseLabels,
  ruralBuildingLabels,
  ruralDocumentLabels,
  waterLabels,
} from '../../../listings/labels/rural-detail-labels'
import '../../../lib/i18n/discovery-catalog'
import './rural-details.css'

/** "120 ha (≈ 12,4 alqueires)". */
export function HectaresText({ ha }: { ha: number }) {
  const alq = haToAlqueires(ha)
  return (
    <>
      {formatHectares(ha)} <span className="muted">({alqueiresText(alq)})</span>
    </>
  )
}

/** "Dados rurais": a farm's, ranch's or site's land, water, power, access, use, buildings and documents. */
export function RuralDetailsSection({ r, price }: { r: RuralDetails; price: number | null }) {
  const { i18n, t } = useLingui()
  const perHa = pricePerHa(price, r.area_ha)
  const list = <V extends string>(values: V[], labels: Record<V, MessageDescriptor>) =>
    values.length ? values.map((v) => i18n._(labels[v])).join(', ') : null
  const access = [
    r.asphalt ? t`Asfalto` : t`Estrada de chão`,
    r.distance_km === null ? null : t`${formatOneDecimal(r.distance_km)} km da cidade`,
  ]
    .filter(Boolean)
    .join(' · ')
  return (
    <DetailSection id="pd-rural" title={<Trans>Dados rurais</Trans>}>
      <FactsList
        rows={[
          [t`Área`, r.area_ha === null ? null : <HectaresText ha={r.area_ha} />],
          [t`Preço por hectare`, perHa === null ? null : formatPricePerHa(perHa)],
          [t`Água`, list(r.water, waterLabels)],
          [t`Energia elétrica`, r.electricity && i18n._(electricityLabels[r.electricity])],
          [t`Acesso`, access],
          [t`Uso da terra`, list(r.uses, landUseLabels)],
          [t`Benfeitorias`, list(r.buildings, ruralBuildingLabels)],
        ]}
      />
      <h3 className="rural-docs-title">
        <Trans>Documentação</Trans>
      </h3>
      <ul className="rural-docs">
        {ruralDocuments.map((d) => (
          <li key={d}>
            <span>{i18n._(ruralDocumentLabels[d])}</span>
            <DocStatus status={r.documents[d]} />
          </li>
        ))}
      </ul>
    </DetailSection>
  )
}

function DocStatus({ status }: { status: DocumentStatus | null }) {
  const { i18n } = useLingui()
  if (status === null)
    return (
      <span className="doc-status doc-status-unknown">
        <Trans>Não informado</Trans>
      </span>
    )
  return <span className={`doc-status doc-status-${status}`}>{i18n._(documentStatusLabels[status])}</span>
}
