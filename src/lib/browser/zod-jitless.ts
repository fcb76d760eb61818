// The Content Security Policy allows no eval: zod's compiled parsers stay off, and so does its probe for them (a
// `new Function` it catches, which the browser still reports as a violation of the policy). zod reads its settings
// from this global when it first loads, so they are in place without importing zod here: zod's core would weigh
// on the home page, which parses nothing. main.tsx imports this module first, before any chunk that loads zod.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> }
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true }
export {}
