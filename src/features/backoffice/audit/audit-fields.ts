import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { formatPrice } from '../../../lib/format/format'
import { formatDateTime, formatDate } from '../../../lib/format/dates'
import {
  activeLabels,
  listingStatusLabels,
  planPeriodLabels,
  profileLabels,
  subscriptionStatusLabels,
  userStatusLabels,
  vehicleTypeLabels,
} from '../labels'
import { yearsSummary } from '../years-summary'
import '../../../lib/i18n/backoffice-catalog'

// The fields an audit entry records, with pt-BR names and values written the pt-BR way. Keys are the recorded
// ones (settings' nested fields dotted: "seo.name"); a key not listed here is still shown, humanised.

export const auditFieldLabels: Record<string, MessageDescriptor> = {
  name: msg`Nome`,
  code: msg`Código`,
  status: msg`Situação`,
  reason: msg`Motivo`,
  vehicle_type: msg`Tipo de veículo`,
  image: msg`Imagem`,
  year: msg`Ano`,
  years: msg`Anos`,
  existing: msg`Já existiam`,
  version: msg`Versão`,
  description: msg`Descrição`,
  kind: msg`Perfil`,
  price: msg`Preço`,
  price_before_discount: msg`Preço sem desconto`,
  active: msg`Ativo`,
  recommended: msg`Recomendado`,
  recurring: msg`Recorrente`,
  duration_in_months: msg`Duração (meses)`,
  days: msg`Dias de teste`,
  is_free: msg`Gratuito`,
  provider_product_id: msg`Produto no provedor de pagamento`,
  provider_price_id: msg`Preço no provedor de pagamento`,
  properties_limit: msg`Limite de anúncios`,
  properties_highlighted_limit: msg`Limite de destaques`,
  video: msg`Vídeo`,
  highlight_days: msg`Dias de destaque`,
  property_gallery_limit: msg`Limite de fotos`,
  period: msg`Período`,
  order: msg`Ordem`,
  plan_name: msg`Plano`,
  start_date: msg`Início`,
  end_date: msg`Fim`,
  state: msg`Estado da denúncia`,
  resolution: msg`Decisão`,
  note: msg`Observação`,
  listing_action: msg`Ação no anúncio`,
  listing_status: msg`Situação do anúncio`,
  archived: msg`Arquivado`,
  hold: msg`Retenção pela equipe`,
  site_name: msg`Nome do site`,
  contact_email: msg`E-mail de contato`,
  contact_phone: msg`Telefone de contato`,
  whatsapp: msg`WhatsApp`,
  address: msg`Endereço`,
  'seo.name': msg`SEO: nome`,
  'seo.description': msg`SEO: descrição`,
  'seo.keywords': msg`SEO: palavras-chave`,
  'seo.image': msg`SEO: imagem`,
  'seo.robots': msg`SEO: indexação`,
  'seo.author': msg`SEO: autor`,
  'seo.site_url': msg`SEO: endereço do site`,
  'social.instagram': msg`Instagram`,
  'social.facebook': msg`Facebook`,
  'analytics.tag_id': msg`Google Analytics`,
  'analytics.pixel_id': msg`Pixel do Facebook`,
  'analytics.tag_manager_id': msg`Google Tag Manager`,
}

/** Bookkeeping a reader does not need in the before → after table (still in the technical data). */
export const hiddenAuditFields = new Set([
  'id',
  'brand_id',
  'plan_id',
  'models_count',
  'subscriptions_count',
  'created_at',
])

const reportStateLabels: Record<string, MessageDescriptor> = { open: msg`Aberta`, closed: msg`Encerrada` }
const resolutionLabels: Record<string, MessageDescriptor> = {
  resolved: msg`Procedente`,
  dismissed: msg`Descartada`,
}
const listingActionLabels: Record<string, MessageDescriptor> = { pause: msg`Pausar`, archive: msg`Arquivar` }
const holdLabels: Record<string, MessageDescriptor> = { paused: msg`Pausado`, archived: msg`Arquivado` }

/** The labels of a field's values, by field and, for "status", by what the entry is about. */
function labelsOf(field: string, action: string): Record<string, MessageDescriptor> | undefined {
  if (field === 'status') {
    if (action === 'users.subscription') return subscriptionStatusLabels
    if (action.startsWith('users.')) return userStatusLabels
    if (/^(properties|vehicles|reports)\./.test(action)) return listingStatusLabels
    return activeLabels
  }
  return {
    listing_status: listingStatusLabels,
    vehicle_type: vehicleTypeLabels,
    kind: profileLabels,
    period: planPeriodLabels,
    state: reportStateLabels,
    resolution: resolutionLabels,
    listing_action: listingActionLabels,
    hold: holdLabels,
  }[field]
}

const MONEY = new Set(['price', 'price_before_discount'])
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

/** One recorded value in pt-BR: R$ 1.234,56, 27/11/2026 14:05, Sim/Não, a status's label; "—" for nothing. */
export function formatAuditValue(i18n: I18n, field: string, value: unknown, action: string): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return value ? i18n._(msg`Sim`) : i18n._(msg`Não`)
  if (field === 'image') return i18n._(msg`Com imagem`)
  if (typeof value === 'number' && MONEY.has(field)) return formatPrice(value)
  if (Array.isArray(value)) {
    if (value.length === 0) return '—'
    if (field === 'years' || field === 'existing') return yearsSummary(value as number[])
    return value.map((v) => formatAuditValue(i18n, field, v, action)).join(', ')
  }
  if (typeof value === 'string') {
    const label = labelsOf(field, action)?.[value]
    if (label) return i18n._(label)
    if (DATE_ONLY.test(value)) return formatDate(`${value}T12:00:00Z`)
    if (TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value)
    return value
  }
  if (typeof value === 'number') return String(value)
  return JSON.stringify(value)
}

/** "provider_price_id" → "Provider price id" for a field no label names yet. */
export function auditFieldLabel(i18n: I18n, field: string): string {
  const label = auditFieldLabels[field]
  if (label) return i18n._(label)
  const words = field.split('.').pop()!.replace(/_/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
