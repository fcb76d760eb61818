// `npm run bench:feed-import`: an agency's VRSync feed of 2 000 listings (one photo each, every photo a picture of
// its own, served by a local server in the same process) imported into a fresh embedded database through the API,
// then the same feed again. Prints the first import's time, the re-import's time and the peak resident memory, each
// with the load average; exit 1 above the budgets (import ≤ 120 s, re-import ≤ 20 s, RSS ≤ 400 MB).
//   --listings=2000 --photos=1
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { generateCnpj } from '@brazilian-utils/brazilian-utils'
import { agencies } from '../server/db/schema'
import { bearer, signUpUser } from '../server/modules/auth/test-helpers'
import { photoServer, sampleFeed } from '../server/modules/feeds/sample-feed'
import { subscribe } from '../server/modules/my-listings/test-helpers'
import { buildTestApp } from '../server/test/app'

const { values } = parseArgs({
  options: { listings: { type: 'string', default: '2000' }, photos: { type: 'string', default: '1' } },
})
const LISTINGS = Number(values.listings)
const PHOTOS = Number(values.photos)
const BUDGET = { importS: 120, reimportS: 20, rssMb: 400 }
const loadavg = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
const peakRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024)

const photos = await photoServer()
const local = new URL(photos.origin).host
const t = await buildTestApp({}, { allowFeedHost: (url) => url.host === local })
try {
  const user = await signUpUser(t.app, { profile: 'business' })
  const userId = Number(user.userId)
  await t.database.db
    .insert(agencies)
    .values({ userId, name: 'Imobiliária do benchmark', cnpj: generateCnpj() })
  await subscribe(t.database.db, userId, {
    kind: 'business',
    propertiesLimit: LISTINGS + 10,
    propertyGalleryLimit: 20,
  })
  const xml = sampleFeed({
    count: LISTINGS,
    photoBase: photos.photoBase,
    photosPerListing: PHOTOS,
    malformed: false,
  })
  console.log(
    `feed: ${LISTINGS} listings, ${PHOTOS} photo(s) each, ${(xml.length / 1024 / 1024).toFixed(1)} MB`,
  )

  const run = async () => {
    const started = performance.now()
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/feeds/imports',
      headers: { ...bearer(user.token), 'content-type': 'application/xml' },
      payload: xml,
    })
    if (res.statusCode !== 202) throw new Error(res.body)
    await t.app.background.idle()
    const report = await t.app.inject({
      method: 'GET',
      url: `/v1/feeds/imports/${res.json().data.id}`,
      headers: bearer(user.token),
    })
    const a = report.json().data.attributes
    const seconds = (performance.now() - started) / 1000
    return { seconds, a }
  }

  const first = await run()
  console.log(
    `import:    ${first.seconds.toFixed(1)} s  (imported ${first.a.imported}, skipped ${first.a.skipped.length}, status ${first.a.status})  load ${loadavg()}`,
  )
  const second = await run()
  console.log(
    `re-import: ${second.seconds.toFixed(1)} s  (unchanged ${second.a.unchanged}, updated ${second.a.updated})  load ${loadavg()}`,
  )
  const rss = peakRssMb()
  console.log(`peak RSS:  ${rss} MB (benchmark process: app, database and photo server)  load ${loadavg()}`)
  const over = first.seconds > BUDGET.importS || second.seconds > BUDGET.reimportS || rss > BUDGET.rssMb
  if (first.a.imported !== LISTINGS || second.a.unchanged !== LISTINGS) {
    console.error('the import did not bring every listing, or the re-import changed some')
    process.exitCode = 1
  } else if (over) {
    console.error(
      `over budget: import ≤ ${BUDGET.importS} s, re-import ≤ ${BUDGET.reimportS} s, RSS ≤ ${BUDGET.rssMb} MB`,
    )
    process.exitCode = 1
  }
} finally {
  await t.close()
  await photos.close()
}
