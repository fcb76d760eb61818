/**
 * Digits of four or more in a row that a pt-BR reader would expect grouped (4.686, not 4686), in each text of a
 * screen (text by text: table cells read together would glue one number onto the next). Years (1900–2099) are not
 * counts; dates, phones and CEPs carry their own separators and never match, nor do digits inside a word or runs of
 * ten or more; codes (a listing's number, a CRECI) are marked `data-identifier` and left as they are.
 */
export function unformattedNumbers(root: Element): string[] {
  const found: string[] = []
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('[data-identifier]')) continue
    // Glued to letters (an e-mail, a code like "lista9x21934") a number is part of a word, not a count.
    for (const m of (node.textContent ?? '').matchAll(
      /(?<![\p{L}\d.,/@_-])\d{4,}(?![\p{L}@_]|[\d.,/-]?\d)/gu,
    )) {
      const n = m[0]
      const year = n.length === 4 && Number(n) >= 1900 && Number(n) <= 2099
      // Ten digits or more is no quantity a person reads (a timestamp in a title, a phone typed without its mask).
      if (!year && n.length < 10) found.push(n)
    }
  }
  return found
}
