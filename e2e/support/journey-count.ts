import type { Locator, Page } from '@playwright/test'

/**
 * Counts what a person does on the way to a published listing: the screens seen and the taps made. A tap is a
 * click on a button, link, radio or box, or a touch to put the cursor in a field that is not focused already (a
 * field that opens focused costs nothing). Typing is not a tap. Steps a test takes only to check something (going
 * back, a blank answer) are left out by acting on the page directly.
 */
export function journeyCount() {
  const screens: string[] = []
  let taps = 0
  return {
    screen(name: string) {
      if (screens.at(-1) !== name) screens.push(name)
    },
    async click(target: Locator) {
      taps++
      await target.click()
    },
    /** A radio or box the person must tap; one already chosen (a default) costs nothing. */
    async check(target: Locator) {
      if (!(await target.isChecked())) taps++
      await target.check()
    },
    async fill(target: Locator, value: string) {
      if (!(await target.evaluate((el) => el === document.activeElement))) taps++
      await target.fill(value)
    },
    async type(target: Locator, value: string) {
      if (!(await target.evaluate((el) => el === document.activeElement))) taps++
      await target.pressSequentially(value)
    },
    /** A native select: one tap opens the phone's picker, one chooses (a value already there costs nothing). */
    async select(target: Locator, value: Parameters<Locator['selectOption']>[0]) {
      const before = await target.inputValue()
      await target.selectOption(value)
      if ((await target.inputValue()) !== before) taps += 2
    },
    /** A tap made some other way (choosing photos from the phone's gallery). */
    tapped() {
      taps++
    },
    /** The taps so far, to tell apart the parts of a journey (the listing, the sign-up). */
    get taps() {
      return taps
    },
    get screens() {
      return [...screens]
    },
    report(page: Page, label: string) {
      const line = `${label}: ${screens.length} screens, ${taps} taps (${screens.join(' → ')}) at ${page.viewportSize()?.width}×${page.viewportSize()?.height}`
      console.log(line)
      return line
    },
  }
}
