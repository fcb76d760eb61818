import type { Page } from '@playwright/test'

// What the phone-fit journeys measure, shared by every journey that checks a page on a narrow phone.

/**
 * How far the page pans sideways on a phone `width` px wide, and the elements sticking out past its right edge (to
 * fix them). A phone browser widens its viewport to a page wider than the screen (innerWidth follows), so the
 * screen's own width is the measure as well as innerWidth.
 */
export const sidewaysPan = (page: Page, width: number) =>
  page.evaluate((width) => {
    const screenWidth = Math.min(window.innerWidth, width)
    const pan = Math.max(document.documentElement.scrollWidth, window.innerWidth) - screenWidth
    const culprits: string[] = []
    if (pan > 0)
      for (const el of document.querySelectorAll('body *')) {
        const r = el.getBoundingClientRect()
        // Inside a box that scrolls or clips on its own (tabs, tables): not what pans the page.
        const contained = (n: Element | null): boolean =>
          !!n &&
          n !== document.body &&
          (getComputedStyle(n).overflowX !== 'visible' || contained(n.parentElement))
        const fixed = getComputedStyle(el).position === 'fixed'
        if (
          r.right > screenWidth + 0.5 &&
          r.width > 0 &&
          culprits.length < 6 &&
          !fixed &&
          !contained(el.parentElement)
        )
          culprits.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} → ${Math.round(r.right)}`)
      }
    return { pan, culprits }
  }, width)
