/**
 * Digits of four or more in a row that a pt-BR reader would expect grouped (4.686, not 4686), in each text of a
 * screen (text by text: table cells read together would glue one number onto the next). Years (1900–2099) are not
 * counts; dates, phones and CEPs carry their own separators and never match.
 */
export function unformattedNumbers(root: Element): string[] {
  const found: string[] = []
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const m of (node.textContent ?? '').matchAll(/(?<![\d.,/-])\d{4,}(?![\d.,/-]?\d)/g)) {
      const n = m[0]
      if (!(n.length === 4 && Number(n) >= 1900 && Number(n) <= 2099)) found.push(n)
    }
  }
  return found
}
