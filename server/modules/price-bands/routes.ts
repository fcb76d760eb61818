import type { FastifyPluginAsync } from 'fastify'
import { addRiskCheck } from '../listings'
import { belowBandCheck } from './check'
import { refreshPriceBands } from './refresh'

/** How old the bands a page shows may be: new listings move a band slowly; the hold computes its own. */
export const REFRESH_EVERY_MS = 10 * 60_000

// No HTTP routes: the bands reach visitors inside the listing's answer and staff inside the hold's finding. This
// plugin registers the below-band risk check and keeps the bands' table fresh (at start, then every 10 minutes).
export const priceBandRoutes: FastifyPluginAsync = async (app) => {
  const remove = addRiskCheck('below_band', belowBandCheck)
  app.addHook('onClose', async () => remove())
  if (app.config.NODE_ENV === 'test') return
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> = Promise.resolve()
  const refresh = () => {
    running = refreshPriceBands(app.db).catch((err: unknown) =>
      app.log.warn({ err }, 'price bands refresh failed'),
    )
  }
  app.addHook('onReady', async () => {
    refresh()
    timer = setInterval(refresh, REFRESH_EVERY_MS).unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await running
  })
}
