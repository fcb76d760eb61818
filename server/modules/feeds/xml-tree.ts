import { SaxesParser } from 'saxes'
import { FEED_LIMITS, feedMsg } from '../../../src/domain/feeds'

// A streaming read of a VRSync feed: each <Listing> becomes a small tree, handed over as soon as it closes, so a
// feed of thousands of listings never sits in memory as one document. The parser (saxes) expands only XML's five
// predefined entities and character references; a DOCTYPE — where external entities and entity bombs live — is
// refused outright, before anything it declares could be used.

/** An element: its local name (no namespace prefix), attributes, text and children. */
export interface XmlNode {
  name: string
  attrs: Record<string, string>
  text: string
  children: XmlNode[]
}

export class FeedFormatError extends Error {}

const localName = (name: string) => name.slice(name.indexOf(':') + 1)
/** Deeper than any VRSync listing goes: a guard against a document built to exhaust the stack. */
const MAX_DEPTH = 12

/**
 * Reads `chunks` (the feed's bytes as text) and calls `onListing` for each listing, in order; `maxListings` bounds
 * how many are built (the rest are only counted). Answers how many listings the feed has.
 */
export async function readListings(
  chunks: AsyncIterable<string> | Iterable<string>,
  onListing: (listing: XmlNode) => void,
  maxListings: number = FEED_LIMITS.maxListings,
): Promise<number> {
  const parser = new SaxesParser({ xmlns: false, position: false })
  let failure: Error | null = null
  let root: string | null = null
  let depth = 0
  let count = 0
  const stack: XmlNode[] = []
  parser.on('doctype', () => {
    failure ??= new FeedFormatError(feedMsg.doctype)
  })
  parser.on('error', (err) => {
    failure ??= new FeedFormatError(`${feedMsg.notXml} (${err.message.split('\n')[0]})`)
  })
  parser.on('opentag', (tag) => {
    depth++
    const name = localName(tag.name)
    if (root === null) {
      root = name
      if (name !== 'ListingDataFeed') failure ??= new FeedFormatError(feedMsg.notVrsync)
    }
    if (depth > MAX_DEPTH) failure ??= new FeedFormatError(feedMsg.notXml)
    const inListing = stack.length > 0
    if (!inListing && name !== 'Listing') return
    if (!inListing && count++ >= maxListings) return
    const attrs: Record<string, string> = {}
    for (const [key, value] of Object.entries(tag.attributes)) attrs[localName(key)] = String(value)
    const node: XmlNode = { name, attrs, text: '', children: [] }
    stack.at(-1)?.children.push(node)
    stack.push(node)
  })
  const addText = (text: string) => {
    const node = stack.at(-1)
    if (node && node.text.length < FEED_LIMITS.maxTextChars)
      node.text += text.slice(0, FEED_LIMITS.maxTextChars - node.text.length)
  }
  parser.on('text', addText)
  parser.on('cdata', addText)
  parser.on('closetag', (tag) => {
    depth--
    if (stack.length === 0 || localName(tag.name) !== stack.at(-1)!.name) return
    const node = stack.pop()!
    if (stack.length === 0 && !failure) onListing(node)
  })
  for await (const chunk of chunks) {
    parser.write(chunk)
    if (failure) throw failure
  }
  parser.close()
  if (failure) throw failure
  if (root === null) throw new FeedFormatError(feedMsg.notXml)
  return count
}

/** The first child named `name`. */
export const child = (node: XmlNode | undefined, name: string): XmlNode | undefined =>
  node?.children.find((c) => c.name === name)
/** The trimmed text of the first child named `name`, or null when absent or blank. */
export const textOf = (node: XmlNode | undefined, name: string): string | null => {
  const text = child(node, name)?.text.trim()
  return text ? text : null
}
