// The search module's public face: what other server modules may import from it.
export { cacheKey, SearchCache, sendCachedJson } from './cache'
export type { SearchDeps, SearchInvalidator } from './cache'
export { plansOnce, preparedRows, preparedSelect, selectRows, statementName } from './rows'
export { Binding, inline } from './shapes'
export type { Bind, StatementShape } from './shapes'
export { matchPlaces, normaliseQ, textMatch } from './text'
export type { TextMatch } from './text'
