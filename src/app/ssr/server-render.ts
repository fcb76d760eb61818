// Which routes the server renders to HTML: a layout opts in with `staticData: { serverRender: true }` (the
// public pages); every other route (dashboard, back office, sign-in) stays rendered by the browser alone.

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The server renders this route and its children to HTML (src/entry-server.tsx). */
    serverRender?: boolean
  }
}

/** A match list renders on the server when one of its routes opted in and none opted out. */
export function serverRenders(staticData: readonly ({ serverRender?: boolean } | undefined)[]): boolean {
  return (
    staticData.some((d) => d?.serverRender === true) && !staticData.some((d) => d?.serverRender === false)
  )
}
