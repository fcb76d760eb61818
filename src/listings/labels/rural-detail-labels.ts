import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type {
  DocumentStatus,
  ElectricityKind,
  LandUse,
  RuralBuilding,
  RuralDocument,
  WaterSource,
} from '../../domain/enums'
import '../../lib/i18n/labels-catalog'

// A rural property's labels (src/domain/rural.ts): the detail, the list's filters and the editor load them.

export const waterLabels: Record<WaterSource, MessageDescriptor> = {
  artesian_well: msg`Poço artesiano`,
  river: msg`Rio ou riacho`,
  dam: msg`Barragem ou açude`,
  cistern: msg`Cisterna`,
  public_network: msg`Rede pública`,
}

export const electricityLabels: Record<ElectricityKind, MessageDescriptor> = {
  none: msg`Sem energia`,
  single_phase: msg`Monofásica`,
  three_phase: msg`Trifásica`,
}

export const landUseLabels: Record<LandUse, MessageDescriptor> = {
  pasture: msg`Pastagem`,
  crops: msg`Lavoura`,
  irrigation: msg`Irrigação`,
}

export const ruralBuildingLabels: Record<RuralBuilding, MessageDescriptor> = {
  main_house: msg`Casa sede`,
  corral: msg`Curral`,
  shed: msg`Galpão`,
}

export const ruralDocumentLabels: Record<RuralDocument, MessageDescriptor> = {
  car: msg`CAR (Cadastro Ambiental Rural)`,
  ccir: msg`CCIR`,
  itr: msg`ITR`,
  sigef: msg`Georreferenciamento (SIGEF)`,
}

export const documentStatusLabels: Record<DocumentStatus, MessageDescriptor> = {
  yes: msg`Sim`,
  no: msg`Não`,
  in_progress: msg`Em andamento`,
}
