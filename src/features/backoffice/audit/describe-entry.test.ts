import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { auditActions, type AuditEntry } from '../../../domain/backoffice-audit'
import { auditActionLabels } from '../labels'
import { auditSentences } from './audit-sentences'
import { describeAuditEntry } from './describe-entry'

type Attrs = AuditEntry['attributes']
const entry = (over: Partial<Attrs>): Attrs => ({
  admin_id: '1',
  admin_email: 'ana@mercadoirece.com.br',
  admin_name: 'Ana',
  action: 'users.suspend',
  target_type: 'users',
  target_id: '12',
  target_label: 'joao@exemplo.com',
  before: null,
  after: null,
  created_at: '2026-11-27T13:05:00Z',
  ...over,
})
const describe_ = (over: Partial<Attrs>) => describeAuditEntry(i18n, entry(over))
const rows = (over: Partial<Attrs>) =>
  Object.fromEntries(describe_(over).changes.map((c) => [c.label, `${c.before} → ${c.after}`]))

describe('the audit log in pt-BR', () => {
  it('has a sentence for every action the server writes', () => {
    // A new action in auditActions without its sentence fails here (and in the type check).
    expect(auditActions.filter((a) => !auditSentences[a])).toEqual([])
    expect(auditActions.filter((a) => !auditActionLabels[a])).toEqual([])
  })

  it.each(auditActions)('reads %s as a sentence naming who and what, never the action key', (action) => {
    const { sentence } = describe_({ action, target_type: action.split('.')[0]! })
    expect(sentence).toMatch(/^Ana \(equipe\) [a-zà-ú]/)
    expect(sentence).not.toContain(action)
    expect(sentence).not.toMatch(/[{}]/)
    if (!['plans.reorder', 'settings.update'].includes(action)) expect(sentence).toContain('joao@exemplo.com')
  })

  it('tells a suspension with its reason, and the status before and after in pt-BR', () => {
    const d = describe_({
      before: { status: 'active', reason: null },
      after: { status: 'suspended', reason: 'Fotos de outro veículo' },
    })
    expect(d.sentence).toBe(
      'Ana (equipe) suspendeu o usuário joao@exemplo.com — motivo: Fotos de outro veículo',
    )
    expect(d.changes).toEqual([
      { field: 'status', label: 'Situação', before: 'Ativo', after: 'Suspenso' },
      { field: 'reason', label: 'Motivo', before: '—', after: 'Fotos de outro veículo' },
    ])
  })

  it('writes money, dates, yes/no and statuses the pt-BR way, and leaves unchanged fields out', () => {
    expect(
      rows({
        action: 'plans.update',
        target_type: 'plans',
        target_label: 'Profissional',
        before: {
          name: 'Profissional',
          price: 1234.56,
          recommended: false,
          status: 'inactive',
          kind: 'broker',
        },
        after: { name: 'Profissional', price: 99, recommended: true, status: 'active', kind: 'business' },
      }),
    ).toEqual({
      Preço: 'R$ 1.234,56 → R$ 99,00',
      Recomendado: 'Não → Sim',
      Situação: 'Inativa → Ativa',
      Perfil: 'Corretor → Imobiliária',
    })
    expect(
      rows({
        action: 'users.subscription',
        before: { plan_name: 'Grátis', status: 'trial', end_date: '2026-12-01', recurring: true },
        after: { plan_name: 'Pro', status: 'active', end_date: '2027-01-31T15:30:00Z', recurring: true },
      }),
    ).toEqual({
      Plano: 'Grátis → Pro',
      Situação: 'Teste grátis → Ativa',
      Fim: '01/12/2026 → 31/01/2027 12:30',
    })
  })

  it('names a listing status, a report decision and a staff hold', () => {
    expect(
      rows({
        action: 'reports.resolve',
        target_type: 'reports',
        before: { state: 'open', listing_status: 'published' },
        after: { state: 'closed', resolution: 'resolved', listing_action: 'pause', listing_status: 'paused' },
      }),
    ).toEqual({
      'Estado da denúncia': 'Aberta → Encerrada',
      'Situação do anúncio': 'Publicado → Pausado',
      Decisão: '— → Procedente',
      'Ação no anúncio': '— → Pausar',
    })
    expect(
      rows({
        action: 'vehicles.archive',
        target_type: 'vehicles',
        before: { status: 'published', archived: false, hold: null },
        after: { status: 'published', archived: true, hold: 'archived', reason: 'Golpe' },
      }),
    ).toEqual({ Arquivado: 'Não → Sim', 'Retenção pela equipe': '— → Arquivado', Motivo: '— → Golpe' })
  })

  it('sums up years added at once, and those that already existed', () => {
    const d = describe_({
      action: 'years.create_many',
      target_type: 'models',
      target_label: 'Chapada 1.0 Flex',
      after: { years: [2018, 2019, 2020, 2022, 2023, 2024], version: '1.0 Flex', existing: [2021] },
    })
    expect(d.sentence).toBe('Ana (equipe) adicionou anos ao modelo Chapada 1.0 Flex')
    expect(d.changes.map((c) => `${c.label}: ${c.after}`)).toEqual([
      'Anos: 2018 a 2020, 2022 a 2024',
      'Já existiam: 2021',
      'Versão: 1.0 Flex',
    ])
  })

  it('flattens the site settings into labelled fields', () => {
    expect(
      rows({
        action: 'settings.update',
        target_type: 'settings',
        target_label: null,
        before: { site_name: 'Mercado', seo: { robots: 'index, follow' }, social: { instagram: null } },
        after: { site_name: 'Mercado Irecê', seo: { robots: 'noindex, follow' }, social: { instagram: 'x' } },
      }),
    ).toEqual({
      'Nome do site': 'Mercado → Mercado Irecê',
      'SEO: indexação': 'index, follow → noindex, follow',
      Instagram: '— → x',
    })
  })

  it('reads an unknown action and an old entry without a label in words, not JSON', () => {
    const d = describe_({
      action: 'coupons.create',
      target_type: 'coupons',
      target_label: null,
      after: { discount_percent: 10 },
    })
    expect(d.sentence).toBe('Ana (equipe) registrou a ação “coupons.create” em #12')
    expect(d.changes).toEqual([
      { field: 'discount_percent', label: 'Discount percent', before: '—', after: '10' },
    ])
    expect(describe_({ target_label: null, admin_name: null }).sentence).toBe(
      'ana@mercadoirece.com.br (equipe) suspendeu o usuário #12',
    )
  })
})
