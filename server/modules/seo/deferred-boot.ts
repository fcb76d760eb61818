import { createHash } from 'node:crypto'
import { LOW_DATA_COOKIE } from '../../../src/domain/low-data'

// A server-rendered page paints from its HTML and inlined styles alone; its scripts only make it interactive.
// Fetched from the head, they compete with that first paint: on a slow phone the browser may run them (and
// compile the preloaded chunks) before painting anything. So the page names them in a JSON block, and a small
// inline script adds them once the first frame is on screen.

/** Where the page lists its module scripts and preloaded chunks (read by BOOT_SCRIPT). */
const BOOT_ID = '__BOOT__'

/**
 * Run first, in the head, before anything paints: formats one number in the page's language. The first Intl
 * formatter of a page loads the engine's locale data (25–60 ms on this machine's CPU, four times that on a slow
 * phone); the app's first render would otherwise pay it in the middle of hydration, as one long task while the
 * visitor is already scrolling.
 */
export const LOCALE_SCRIPT = `try{new Intl.NumberFormat(document.documentElement.lang).format(0)}catch(e){}`

/** The controls whose tap needs the app (held until it has hydrated, then replayed), and those that start it. */
const TAP = 'button,summary,[role=button]'
const WAKE = `${TAP},input,select,textarea,label`

/** The longest the scripts wait for the first paint (a page hidden in a background tab paints only when shown). */
const BOOT_WAIT_MS = 3000

/**
 * Adds the page's module scripts and chunk preloads once the first contentful paint is reported (a paint entry),
 * where the browser reports paints; elsewhere after the first frame (requestAnimationFrame + a task). The frame's
 * callbacks run before its paint is on screen: on a busy phone the scripts were often requested first, and the
 * paint then waited on them. Until
 * the app runs, it keeps the browser's install offer (`beforeinstallprompt`, fired once) in `window.installOffer`
 * for the app to take (src/lib/pwa/prompt-store.ts).
 *
 * A page rendered in low-data mode (the cookie `economia-dados=on`, else the server's `data-save-data` mark: as
 * the server decided, src/domain/low-data.ts) is complete and its links are plain links, so the app waits for the
 * visitor's first use of a control: a pointer, a key or the focus on one starts it, and a click on a button is
 * held (its controls take taps meanwhile: `data-boot-on-tap`, see index.html) and handed to the app by
 * `window.bootReplay` once it has hydrated, to replay in order (src/lib/browser/held-taps.ts).
 *
 * Any other page holds such taps too, from the moment it is shown until the app has hydrated (on a slow phone, a
 * second or more in which a button would otherwise swallow the tap), and boots at once. Not the controls that work
 * without the app: a form's buttons submit it, a `summary` opens its details.
 */
export const BOOT_SCRIPT =
  `(function(){addEventListener('beforeinstallprompt',function(e){e.preventDefault();window.installOffer=e});` +
  `var b=JSON.parse(document.getElementById('${BOOT_ID}').textContent),started;` +
  `function add(tag,attrs){var e=document.createElement(tag);for(var k in attrs)e[k]=attrs[k];` +
  `e.crossOrigin='';document.head.appendChild(e)}` +
  `function boot(){if(started)return;started=1;b.preloads.forEach(function(h){add('link',{rel:'modulepreload',href:h})});` +
  `b.scripts.forEach(function(s){add('script',{type:'module',src:s})})}` +
  `var r=document.getElementById('root'),c=/(?:^|;) *${LOW_DATA_COOKIE}=(on|off)(?:;|$)/.exec(document.cookie);` +
  `function painted(){var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes,f='first-contentful-paint';` +
  `if(!t||!~t.indexOf('paint'))return requestAnimationFrame(function(){setTimeout(boot,0)});` +
  `new P(function(l){if(l.getEntriesByName(f).length)setTimeout(boot,0)}).observe({type:'paint',buffered:true});` +
  `setTimeout(boot,${BOOT_WAIT_MS})}` +
  `var low=r&&(c?c[1]=='on':r.hasAttribute('data-save-data')),held=[],wakes=['pointerdown','keydown','focusin'];` +
  `function near(e,s){return e.target&&e.target.closest&&e.target.closest(s)}` +
  `function wake(e){if(near(e,'${WAKE}'))boot()}` +
  `function hold(e){var t=near(e,'${TAP}');if(!t||!low&&(t.closest('form')||t.tagName=='SUMMARY'))return;` +
  `e.preventDefault();e.stopPropagation();held.push(t);boot()}` +
  `addEventListener('click',hold,true);` +
  `window.bootReplay=function(){wakes.forEach(function(n){removeEventListener(n,wake,true)});` +
  `removeEventListener('click',hold,true);r&&r.removeAttribute('data-boot-on-tap');` +
  `return held.splice(0)};if(!low)return painted();` +
  `wakes.forEach(function(n){addEventListener(n,wake,true)});r.setAttribute('data-boot-on-tap','')})()`

const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`

/** The Content Security Policy sources that allow these two scripts and nothing else inline. */
export const INLINE_SCRIPT_SOURCES = [hash(LOCALE_SCRIPT), hash(BOOT_SCRIPT)]

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g

/**
 * `page` with its module scripts and chunk preloads moved from the markup into the boot list at the end of the
 * body (in their order; the module graph orders their evaluation), and LOCALE_SCRIPT at the end of the head. Unchanged when it has no module script.
 */
export function deferScripts(page: string): string {
  const scripts: string[] = []
  const preloads: string[] = []
  // Only the head is searched: the shell and the route's assets put their scripts and preloads there, and the body
  // (the rendered page and its inlined data, most of the page) would be scanned by two expressions on every render.
  const headEnd = page.indexOf('</head>')
  const head = headEnd < 0 ? page : page.slice(0, headEnd)
  const found = head.replace(MODULE_SCRIPT, (_tag, src: string) => (scripts.push(src), ''))
  if (!scripts.length || !page.includes('</body>')) return page
  const rest =
    found.replace(MODULE_PRELOAD, (_tag, href: string) => (preloads.push(href), '')) +
    (headEnd < 0 ? '' : page.slice(headEnd))
  // Paths of our own build: no character that could end the JSON block early.
  const list = JSON.stringify({ scripts, preloads }).replace(/</g, '\\u003c')
  const boot = `<script type="application/json" id="${BOOT_ID}">${list}</script><script>${BOOT_SCRIPT}</script>`
  const at = rest.lastIndexOf('</body>')
  const page2 = `${rest.slice(0, at)}${boot}\n  ${rest.slice(at)}`
  return page2.replace('</head>', () => `  <script>${LOCALE_SCRIPT}</script>\n  </head>`)
}
