import '../../../lib/i18n/listing-catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useFormContext } from 'react-hook-form'
import { listingTypes, propertyCategories } from '../../../domain/enums'
import { townById } from '../../../domain/region'
import { categoryLabels, listingTypeLabels } from '../../../listings/labels/property-labels'
import type { ListingFormValues, PhotoItem } from '../form/values'
import type { PhotoState } from '../photos/use-photo-queue'
import { reviewArea, reviewPrice } from './review-values'
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
  // One photo or none: the first is the cover, nothing to choose.
  if (photos.length < 2) return null
  const cover = photos.some((p) => p.key === coverKey) ? coverKey : (photos[0]?.key ?? null)
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
    ['negocio', t`Tipo`, category ? i18n._(categoryLabels[category]) : '—'],
    ['numeros', t`Quartos`, v.bedroom || v.commercial_room || '—'],
    ['numeros', t`Suítes`, v.suite || '—'],
    ['numeros', t`Banheiros`, v.bathroom || '—'],
    ['numeros', t`Vagas`, v.parking_space || '—'],
    ['numeros', t`Área`, reviewArea(v.square_meters) ?? '—'],
    ['numeros', t`Preço`, reviewPrice(v) ?? '—'],
    [
      'endereco',
      t`Endereço`,
      [v.address.street, v.address.neighborhood, townById(Number(v.address.city_id))?.name]
        .filter(Boolean)
        .join(', '),
    ],
    ['anuncio', t`Título`, v.name || '—'],
    ['anuncio', t`Fotos`, String(photos)],
    [
      'anuncio',
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
        <div key={label}>
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
