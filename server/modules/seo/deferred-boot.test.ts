import vm from 'node:vm'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { choiceOf, isLowData } from '../../../src/domain/low-data'
import { BOOT_SCRIPT, LOCALE_SCRIPT, deferScripts } from './deferred-boot'

const shell = `<!doctype html>
<html>
  <head>
    <script type="module" crossorigin src="/assets/runtime.js"></script>
    <script type="module" crossorigin src="/assets/app.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/route.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

/** The boot script run against a document stand-in; `frame()` plays the first frame and the task after it. */
function runBoot(page: string, browser: Record<string, unknown> = {}) {
  const list = /id="__BOOT__">([^<]*)</.exec(page)![1]!
  const added: Record<string, unknown>[] = []
  const frames: (() => void)[] = []
  const tasks: { f: () => void; ms: number }[] = []
  /** Runs the tasks due now (delay 0), or those with a delay too. */
  const run = (delayed: boolean) => {
    const due = tasks.filter((t) => delayed || !t.ms)
    tasks.splice(0, tasks.length, ...tasks.filter((t) => !due.includes(t)))
    due.forEach((t) => t.f())
  }
  const document = {
    getElementById: (id: string) => (id === '__BOOT__' ? { textContent: list } : null),
    createElement: (tagName: string) => ({ tagName }),
    head: { appendChild: (e: Record<string, unknown>) => added.push({ ...e }) },
  }
  const listeners: Record<string, (e: unknown) => void> = {}
  const scope: Record<string, unknown> = {
    addEventListener: (type: string, listener: (e: unknown) => void) => (listeners[type] = listener),
  }
  scope.window = scope
  Object.assign(scope, browser)
  vm.runInNewContext(BOOT_SCRIPT, {
    ...scope,
    window: scope,
    document,
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (f: () => void, ms = 0) => tasks.push({ f, ms }),
    ...browser,
  })
  return {
    added,
    scope,
    listeners,
    frame() {
      frames.splice(0).forEach((f) => f())
      run(false)
    },
    /** The tasks due now, without a frame. */
    task: () => run(false),
    /** Every task, delayed ones too (time has passed). */
    later: () => run(true),
  }
}

describe('scripts after the first paint', () => {
  it('moves the module scripts and chunk preloads out of the markup into the boot list, in order', () => {
    const page = deferScripts(shell)
    expect(page).not.toMatch(/<script type="module"|<link rel="modulepreload"/)
    expect(page).toContain(
      '<script type="application/json" id="__BOOT__">{"scripts":["/assets/runtime.js","/assets/app.js"],"preloads":["/assets/route.js"]}</script>',
    )
    expect(page.indexOf('__BOOT__')).toBeGreaterThan(page.indexOf('<div id="root">'))
    expect(page.trimEnd().endsWith('</body>\n</html>')).toBe(true)
  })

  it("loads the page language's number formats in the head, before anything paints", () => {
    const page = deferScripts(shell)
    expect(page).toMatch(/<script>([^<]*)<\/script>\s*<\/head>/)
    const formatted: string[] = []
    vm.runInNewContext(LOCALE_SCRIPT, {
      document: { documentElement: { lang: 'pt-BR' } },
      Intl: {
        NumberFormat: class {
          constructor(readonly locale: string) {}
          format = (n: number) => formatted.push(`${this.locale}:${n}`)
        },
      },
    })
    expect(formatted).toEqual(['pt-BR:0'])
  })

  it("keeps the browser's install offer for the app, which may start after it is fired", () => {
    const boot = runBoot(deferScripts(shell))
    let prevented = false
    const offer = { preventDefault: () => (prevented = true) }
    boot.listeners.beforeinstallprompt!(offer)
    expect(prevented).toBe(true)
    expect(boot.scope.installOffer).toBe(offer)
  })

  it('writes its inline scripts without a "<", so nothing in them can end or comment out their element', () => {
    expect(BOOT_SCRIPT).not.toContain('<')
    expect(LOCALE_SCRIPT).not.toContain('<')
  })

  it('leaves a page without module scripts as it is', () => {
    const plain = '<html><head></head><body><div id="root"></div></body></html>'
    expect(deferScripts(plain)).toBe(plain)
  })

  it('adds nothing before the first frame, then the preloads and the scripts, with CORS like the built tags', () => {
    const boot = runBoot(deferScripts(shell))
    expect(boot.added).toEqual([])
    boot.frame()
    expect(boot.added).toEqual([
      { tagName: 'link', rel: 'modulepreload', href: '/assets/route.js', crossOrigin: '' },
      { tagName: 'script', type: 'module', src: '/assets/runtime.js', crossOrigin: '' },
      { tagName: 'script', type: 'module', src: '/assets/app.js', crossOrigin: '' },
    ])
  })

  it('where the browser reports paints, waits for the first contentful one, not just a frame', () => {
    const observers: { callback: (list: unknown) => void; options: unknown }[] = []
    class PerformanceObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint']
      constructor(readonly callback: (list: unknown) => void) {}
      observe(options: unknown) {
        observers.push({ callback: this.callback, options })
      }
    }
    const boot = runBoot(deferScripts(shell), { PerformanceObserver })
    expect(observers.map((o) => o.options)).toEqual([{ type: 'paint', buffered: true }])
    const paints = (...names: string[]) => ({
      getEntriesByName: (name: string) => names.filter((n) => n === name),
    })
    boot.frame()
    observers[0]!.callback(paints('first-paint'))
    boot.task()
    expect(boot.added).toEqual([])
    observers[0]!.callback(paints('first-paint', 'first-contentful-paint'))
    boot.task()
    expect(boot.added.map((e) => e.src ?? e.href)).toEqual([
      '/assets/route.js',
      '/assets/runtime.js',
      '/assets/app.js',
    ])
    // Once only, even when the safety timer for a page that never paints fires too.
    boot.later()
    expect(boot.added).toHaveLength(3)
  })

  it('boots after its safety wait when no contentful paint is reported (a tab opened in the background)', () => {
    class PerformanceObserver {
      static supportedEntryTypes = ['paint']
      observe() {}
    }
    const boot = runBoot(deferScripts(shell), { PerformanceObserver })
    boot.frame()
    expect(boot.added).toEqual([])
    boot.later()
    expect(boot.added).toHaveLength(3)
  })
})

// jsdom (the web tests' DOM) ships no types: the little used here, typed by hand.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (
    html: string,
    options: object,
  ) => { window: Window & typeof globalThis & { eval(code: string): void } }
}

describe('a low-data page boots on its first use', () => {
  /** The page, with BOOT_SCRIPT run in a real DOM (jsdom), and what it has added to the head. */
  function lowDataPage({
    saveData = false,
    cookie = '',
    cookies = cookie ? [cookie] : [],
  }: { saveData?: boolean; cookie?: string; cookies?: string[] } = {}) {
    const page = deferScripts(
      shell.replace(
        '<div id="root"></div>',
        `<div id="root" data-hydrating${saveData ? ' data-save-data' : ''}><a href="/imoveis/x">Casa</a>` +
          `<button type="button">Ver foto</button><button type="button">Filtros</button><input></div>`,
      ),
    )
    const dom = new JSDOM(page, {
      pretendToBeVisual: true,
      runScripts: 'outside-only',
      url: 'http://localhost/',
    })
    const { window } = dom
    for (const c of cookies) window.document.cookie = c
    window.eval(BOOT_SCRIPT)
    const scripts = () => window.document.head.querySelectorAll('script[type=module]').length
    const frame = () => new Promise((resolve) => window.requestAnimationFrame(() => setTimeout(resolve, 5)))
    const [photo, filters] = [...window.document.querySelectorAll('button')]
    return { window, scripts, frame, photo: photo!, filters: filters! }
  }

  it('in normal mode, boots after the first frame as before', async () => {
    const { scripts, frame, window } = lowDataPage()
    await frame()
    expect(scripts()).toBe(2)
    expect(window.document.getElementById('root')!.hasAttribute('data-boot-on-tap')).toBe(false)
  })

  it('in normal mode too, a tap on a button before the app has hydrated is held for it, and boots it at once', async () => {
    const { scripts, window, photo } = lowDataPage()
    const root = window.document.getElementById('root')!
    root.insertAdjacentHTML(
      'beforeend',
      '<form><button>Enviar</button></form><details><summary>Mais</summary><p>texto</p></details>',
    )
    const taps: string[] = []
    photo.addEventListener('click', () => taps.push('photo'))
    const click = new window.MouseEvent('click', { bubbles: true, cancelable: true })
    photo.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(taps).toEqual([])
    // The tap did not wait for the first paint to start the app.
    expect(scripts()).toBe(2)

    // A form's button and a summary work without the app: left to the browser.
    const submit = new window.MouseEvent('click', { bubbles: true, cancelable: true })
    root.querySelector('form button')!.dispatchEvent(submit)
    const summary = new window.MouseEvent('click', { bubbles: true, cancelable: true })
    root.querySelector('summary')!.dispatchEvent(summary)
    expect([submit.defaultPrevented, summary.defaultPrevented]).toEqual([false, false])

    const held = (window as unknown as { bootReplay: () => HTMLElement[] }).bootReplay()
    expect(held).toEqual([photo])
    held.forEach((t) => t.click())
    photo.click()
    expect(taps).toEqual(['photo', 'photo'])
    expect(root.hasAttribute('data-boot-on-tap')).toBe(false)
  })

  it('with Save-Data, waits; a link is followed as a plain link; a tap on a button boots and is held for the app', async () => {
    const { scripts, frame, window, photo, filters } = lowDataPage({ saveData: true })
    await frame()
    expect(scripts()).toBe(0)
    expect(window.document.getElementById('root')!.hasAttribute('data-boot-on-tap')).toBe(true)
    window.document.querySelector('a')!.dispatchEvent(new window.FocusEvent('focusin', { bubbles: true }))
    expect(scripts()).toBe(0)

    const taps: string[] = []
    photo.addEventListener('click', () => taps.push('photo'))
    filters.addEventListener('click', () => taps.push('filters'))
    const click = new window.MouseEvent('click', { bubbles: true, cancelable: true })
    photo.dispatchEvent(click)
    filters.click()
    // Held until the app has hydrated: the page's own handlers are not there yet.
    expect(click.defaultPrevented).toBe(true)
    expect(taps).toEqual([])
    expect(scripts()).toBe(2)

    const held = (window as unknown as { bootReplay: () => HTMLElement[] }).bootReplay()
    expect(held).toEqual([photo, filters])
    held.forEach((t) => t.click())
    expect(taps).toEqual(['photo', 'filters'])
    expect(window.document.getElementById('root')!.hasAttribute('data-boot-on-tap')).toBe(false)
    // Once replayed, taps go straight to the app.
    photo.click()
    expect(taps).toEqual(['photo', 'filters', 'photo'])
  })

  it('a keyboard user: the focus on a control boots the app', async () => {
    const { scripts, window } = lowDataPage({ cookie: 'economia-dados=on' })
    window.document.querySelector('input')!.focus()
    expect(scripts()).toBe(2)
  })

  // The inline script cannot import the app's rule (it runs before any module), so it is written twice: the two
  // must decide alike, or a page would wait for a tap the app never expects, or boot one the server made plain.
  it('decides as the app does (src/domain/low-data.ts), for every cookie and Save-Data mark', () => {
    const jars = [
      [],
      ['economia-dados=on'],
      ['economia-dados=off'],
      ['x=1', 'economia-dados=on'],
      ['economia-dados=off', 'y=2'],
      ['economia-dados=talvez'],
      ['economia-dados=ON'],
      ['outra-economia-dados=on'],
      ['economia-dados-x=on'],
    ]
    for (const jar of jars)
      for (const saveData of [false, true]) {
        const { window } = lowDataPage({ saveData, cookies: jar })
        const waits = window.document.getElementById('root')!.hasAttribute('data-boot-on-tap')
        const app = isLowData({ choice: choiceOf(window.document.cookie), saveData })
        expect(waits, `cookies ${JSON.stringify(jar)}, Save-Data ${saveData}`).toBe(app)
      }
  })

  it("the visitor's choice overrides the Save-Data header", async () => {
    const { scripts, frame } = lowDataPage({ saveData: true, cookie: 'economia-dados=off' })
    await frame()
    expect(scripts()).toBe(2)
  })
})
