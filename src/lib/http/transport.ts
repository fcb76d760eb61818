/**
 * How the API clients reach the API: the browser's fetch, or, while the server renders a page
 * (src/entry-server.tsx), the server itself in-process. The clients, their headers and their errors are the same
 * either way: only the last step differs.
 */
let transport: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init)

/** What the API clients call instead of fetch. */
export const sendToApi: typeof globalThis.fetch = (input, init) => transport(input, init)

/** The server's render sets its own (its requests never leave the process). */
export function setApiTransport(fetch: typeof globalThis.fetch): void {
  transport = fetch
}
