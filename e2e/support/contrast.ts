import type { Locator } from '@playwright/test'

/**
 * The WCAG contrast ratio of a field's typed text against what is behind it, from computed styles: the text
 * colour over the first opaque background among the field and its ancestors. Also its height.
 */
export async function typedTextContrast(field: Locator): Promise<{ ratio: number; height: number }> {
  return field.evaluate((el) => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number)
    let bg: number[] = [255, 255, 255]
    for (let n: Element | null = el; n; n = n.parentElement) {
      const c = rgb(getComputedStyle(n).backgroundColor)
      if (c.length >= 3 && (c[3] === undefined || c[3] > 0.9)) {
        bg = c
        break
      }
    }
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => {
        const s = v / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!)
    }
    const a = lum(rgb(getComputedStyle(el).color))
    const b = lum(bg)
    return {
      ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05),
      height: el.getBoundingClientRect().height,
    }
  })
}
