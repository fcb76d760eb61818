import '../../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useFormContext } from 'react-hook-form'
import { listingTypes, propertyCategories } from '../../../domain/enums'
import { townById } from '../../../domain/region'
import { categoryLabels, listingTypeLabels } from '../../../listings/labels/property-labels'
import type { ListingFormValues, PhotoItem } from '../form/values'
import type { PhotoState } from '../photos/use-photo-queue'
import type { OwnerStepId } from './steps'

/** Capa: which photo opens the listing (the first one unless chosen). */
export function CoverStep({
  photos,
  states,
  coverKey,
  onCover,
}: {
  photos: PhotoItem[]
  states: Map<string, PhotoState>
  coverKey: string | null
  onCover(key: string): void
}) {
  const { t } = useLingui()
  const cover = photos.some((p) => p.key === coverKey) ? coverKey : (photos[0]?.key ?? null)
  if (photos.length === 0)
    return (
      <p className="field-hint">
        <Trans>Sem fotos ainda: volte ao passo anterior para adicionar. A primeira foto será a capa.</Trans>
      </p>
    )
  return (
    <fieldset className="field choice-group">
      <legend className="field-label">
        <Trans>Escolha a foto de capa</Trans>
      </legend>
      <div className="cover-choices">
        {photos.map((p, i) => {
          const preview = p.kind === 'existing' ? null : states.get(p.key)?.preview
          const name = p.kind === 'upload' ? p.name : t`Foto ${i + 1}`
          return (
            <label key={p.key} className="cover-choice">
              <input type="radio" name="cover" checked={p.key === cover} onChange={() => onCover(p.key)} />
              {preview ? <img src={preview} alt="" /> : <span className="cover-blank" />}
              <span>{name}</span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}

/** Revisar e criar: the answers, each with a link back to its step. */
export function ReviewStep({ photos, onEdit }: { photos: number; onEdit(step: OwnerStepId): void }) {
  const { t, i18n } = useLingui()
  const v = useFormContext<ListingFormValues>().getValues()
  const category = propertyCategories.find((c) => c === v.category)
  const deal = listingTypes.find((l) => l === v.listing_type)
  const rows: [OwnerStepId, string, string][] = [
    ['negocio', t`Negócio`, deal ? i18n._(listingTypeLabels[deal]) : '—'],
    ['tipo', t`Tipo`, category ? i18n._(categoryLabels[category]) : '—'],
    ['quartos', t`Quartos`, v.bedroom || v.commercial_room || '—'],
    ['banheiros', t`Banheiros`, v.bathroom || '—'],
    ['vagas', t`Vagas`, v.parking_space || '—'],
    ['area', t`Área`, v.square_meters ? `${v.square_meters} m²` : '—'],
    ['preco', t`Preço`, v.price_on_request ? t`Sob consulta` : v.price ? `R$ ${v.price}` : '—'],
    [
      'endereco',
      t`Endereço`,
      [v.address.street, v.address.neighborhood, townById(Number(v.address.city_id))?.name]
        .filter(Boolean)
        .join(', '),
    ],
    ['descricao', t`Título`, v.name || '—'],
    ['fotos', t`Fotos`, String(photos)],
    [
      'telefones',
      t`Telefones`,
      (v.phones ?? [])
        .map((p) => p.number)
        .filter(Boolean)
        .join(', ') || '—',
    ],
  ]
  return (
    <dl className="owner-review">
      {rows.map(([step, label, value]) => (
        <div key={step}>
          <dt>{label}</dt>
          <dd>
            {value}{' '}
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => onEdit(step)}>
              <Trans>Alterar</Trans>
            </button>
          </dd>
        </div>
      ))}
    </dl>
  )
}
