import type { ManifestOptions } from 'vite-plugin-pwa'

/** Web app manifest (pt-BR). Icons are generated into public/icons by scripts/make-icons.ts. */
export const manifest: Partial<ManifestOptions> = {
  name: 'Mercado Irecê — Imóveis e Veículos',
  short_name: 'Mercado Irecê',
  description: 'Casas, terrenos e veículos à venda e para alugar em Irecê e região.',
  id: '/',
  lang: 'pt-BR',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: '#0b6e4f',
  background_color: '#ffffff',
  categories: ['shopping', 'lifestyle'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  // Chromium's richer install sheet. Made by scripts/make-screenshots.ts; not precached (vite.config.ts).
  screenshots: [
    {
      src: '/screenshots/home-narrow.webp',
      sizes: '720x1480',
      type: 'image/webp',
      form_factor: 'narrow',
      label: 'Início: busca por cidade, bairro ou rua e imóveis em destaque',
    },
    {
      src: '/screenshots/property-narrow.webp',
      sizes: '720x1480',
      type: 'image/webp',
      form_factor: 'narrow',
      label: 'Detalhe do imóvel com fotos e preço',
    },
    {
      src: '/screenshots/home-wide.webp',
      sizes: '1280x800',
      type: 'image/webp',
      form_factor: 'wide',
      label: 'Início no computador',
    },
  ],
  // Long-press on the installed icon (Android).
  shortcuts: [
    {
      name: 'Imóveis',
      short_name: 'Imóveis',
      url: '/imoveis',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
    },
    {
      name: 'Veículos',
      short_name: 'Veículos',
      url: '/veiculos',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
    },
  ],
}
