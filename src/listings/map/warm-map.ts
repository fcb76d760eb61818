import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'

/**
 * Fetches the map library and its worker now, so the worker's asset cache holds them (they are not precached)
 * and the map of a town pack opens without signal. Failures are ignored: the list works without the map.
 */
export function warmMap(): Promise<void> {
  return Promise.all([import('maplibre-gl'), fetch(workerUrl)]).then(
    () => undefined,
    () => undefined,
  )
}
