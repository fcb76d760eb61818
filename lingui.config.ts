import { defineConfig } from '@lingui/cli'

// Modules whose texts go to the discovery catalog (loaded by src/lib/i18n/discovery-catalog.ts, which each of them
// imports, so the texts are in place before they render; checked by discovery-catalog.test.ts).
const discovery = [
  'src/listings/{search,places,filters,results,map,share,detail,list}/**',
  'src/listings/contact/reveal-status.tsx',
  'src/features/{property,vehicle,advertiser}/{detail,list}/**',
  'src/ui/{gallery,breadcrumbs,video-embed}.tsx',
  'src/listings/price/price-drop-note.tsx',
  'src/listings/price/price-band-note.tsx',
  'src/features/alerts/save-search-button.tsx',
]

// The account screens (sign-in, sign-up, recovery, settings, back office sign-in): loaded by
// src/lib/i18n/account-catalog.ts with those routes. The header's user menu stays in the main catalog.
const account = ['src/features/account/components/**', 'src/features/backoffice-auth/**']

// The advertiser's listing editor, "Meus imóveis", the push opt-in card, the inbox and the statistics: loaded by
// src/lib/i18n/listing-catalog.ts with the dashboard routes. (The dashboard's frame stays in the main catalog: it
// is the dashboard routes' pending view, loaded with the route tree.)
const listing = [
  'src/features/listing-editor/**',
  'src/features/push-optin/**',
  'src/features/leads/**',
  'src/features/stats/**',
  'src/features/trust/**',
  'src/features/lead-webhooks/**',
  'src/features/feeds/**',
]

// The visitor's contact form, report dialog, favourites page, the "Salvar busca" dialog and Meus alertas, the agencies' landing page, the header's queue
// bar and panel and the status of a write sent through the outbox (all lazy): loaded by src/lib/i18n/visitor-catalog.ts with them. The heart, the favourites link
// and the offline page stay in the main catalog (home page and route errors).
const visitor = [
  'src/features/contact/**',
  'src/features/favorites/{favorites-page,follow-card}.tsx',
  'src/features/business-lead/**',
  'src/features/offline/{connection-indicator,outbox-panel,entry-labels,drained-toast}.*',
  'src/ui/write-status.tsx',
  'src/features/alerts/{dialog,manage}/**',
  'src/features/alerts/labels.ts',
  'src/features/town-packs/**',
]

// The listings' labels that no card shows (features, orders, steering, body, financing, seller types): loaded by
// src/lib/i18n/labels-catalog.ts with the detail and list pages and the editor.
const labels = ['src/listings/labels/*-detail-labels.ts']

// The plans and plan pages, the checkout pages, the advertiser's subscriptions and payment methods: loaded by
// src/lib/i18n/plans-catalog.ts with those routes.
const plans = ['src/features/plans/**']

// The back office's screens (everything behind /backoffice/login) and its layout: loaded by
// src/lib/i18n/backoffice-catalog.ts with those routes, never by the public app.
const backoffice = ['src/app/layouts/backoffice-layout.tsx', 'src/features/backoffice/**']

// Texts of the shared pieces that only lazy screens show (dialogs, form fields, pagination, action menus, toasts'
// items, the dashboard's frame, the contact details, the e-mail confirmation banner, the offline-safe link, the
// advertiser's labels): loaded by src/lib/i18n/shared-catalog.ts, which each of them imports, so they come with the
// first lazy screen that needs them and never with the home page.
const shared = [
  'src/ui/{dialog,form-fields,form-parts,pagination,toast-item,action-menu}.tsx',
  'src/app/layouts/dashboard-layout.tsx',
  'src/features/settings/components/contact-info.tsx',
  'src/features/account/banner/email-confirmation-banner.tsx',
  'src/features/advertiser/labels.ts',
  'src/listings/offline/offline-safe.tsx',
]

export default defineConfig({
  sourceLocale: 'pt-BR',
  locales: ['pt-BR'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: [
        'src/features/pages/content/**',
        ...discovery,
        ...account,
        ...listing,
        ...visitor,
        ...backoffice,
        ...plans,
        ...labels,
        ...shared,
      ],
    },
    // Institutional pages (about, contact, privacy, terms): a separate catalog loaded with those routes only.
    { path: '<rootDir>/src/locales/{locale}/pages/messages', include: ['src/features/pages/content'] },
    // Search, map, share and the detail and list pages: loaded with those routes, never with the home page.
    { path: '<rootDir>/src/locales/{locale}/discovery/messages', include: discovery },
    { path: '<rootDir>/src/locales/{locale}/account/messages', include: account },
    { path: '<rootDir>/src/locales/{locale}/listing/messages', include: listing },
    { path: '<rootDir>/src/locales/{locale}/visitor/messages', include: visitor },
    { path: '<rootDir>/src/locales/{locale}/backoffice/messages', include: backoffice },
    { path: '<rootDir>/src/locales/{locale}/plans/messages', include: plans },
    { path: '<rootDir>/src/locales/{locale}/labels/messages', include: labels },
    { path: '<rootDir>/src/locales/{locale}/shared/messages', include: shared },
  ],
})
