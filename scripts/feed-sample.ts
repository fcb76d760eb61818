// `npm run feed:sample`: writes a VRSync sample feed of the region (200 listings across the seven towns, with the
// malformed entries the import must skip) whose photos point at `--photo-base` (a server of distinct pictures, as
// sampleFeed's tests use). The committed copy, docs/feeds/sample-vrsync.xml, is made with the defaults.
//   --count=200 --seed=1 --photos=2 --photo-base=http://127.0.0.1:8123/photos --out=docs/feeds/sample-vrsync.xml
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sampleFeed } from '../server/modules/feeds/sample-feed'

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '200' },
    seed: { type: 'string', default: '1' },
    photos: { type: 'string', default: '2' },
    'photo-base': { type: 'string', default: 'http://127.0.0.1:8123/photos' },
    out: { type: 'string', default: 'docs/feeds/sample-vrsync.xml' },
  },
})
const xml = sampleFeed({
  count: Number(values.count),
  seed: Number(values.seed),
  photosPerListing: Number(values.photos),
  photoBase: values['photo-base'],
})
fs.mkdirSync(path.dirname(values.out), { recursive: true })
fs.writeFileSync(values.out, `${xml}\n`)
console.log(`${values.out}: ${Number(values.count)} listings and the malformed entries, ${xml.length} bytes`)
