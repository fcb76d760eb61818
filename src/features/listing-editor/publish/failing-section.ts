import type { OutboxError } from '../../../lib/offline/db'
import type { EditorStep } from '../step-nav'

// Where "Corrigir" reopens the editor after the server refused a listing: the section holding the field it named,
// else the publish section (plan limit, no plan, a staff hold, a refused status move).

const sectionOfField: Record<string, EditorStep> = {
  name: 'descricao',
  description: 'descricao',
  category: 'descricao',
  listing_type: 'descricao',
  rental_period: 'descricao',
  rental_days: 'descricao',
  price: 'descricao',
  price_on_request: 'descricao',
  rent_price: 'descricao',
  condo_fee: 'descricao',
  iptu_monthly: 'descricao',
  address: 'localizacao',
  bedroom: 'caracteristicas',
  commercial_room: 'caracteristicas',
  suite: 'caracteristicas',
  bathroom: 'caracteristicas',
  parking_space: 'caracteristicas',
  square_meters: 'caracteristicas',
  built_area_meters: 'caracteristicas',
  floor: 'caracteristicas',
  year_built: 'caracteristicas',
  features: 'caracteristicas',
  allows_pets: 'caracteristicas',
  rural: 'caracteristicas',
  photos: 'fotos',
  cover_index: 'fotos',
  youtube_url: 'fotos',
}

export function failingSection(error: OutboxError | null | undefined): EditorStep {
  const field = error?.pointer?.split('/')[1]
  return (field && sectionOfField[field]) || 'publicar'
}
