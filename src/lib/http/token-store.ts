/** Where one API client keeps its bearer token. localStorage may be missing or throw (private mode, quota). */
export interface TokenStore {
  get(): string | null
  set(token: string): void
  clear(): void
  /** Called after a change in this tab (set, clear) or in another tab (storage event). */
  subscribe(listener: () => void): () => void
}

export function createTokenStore(
  key: string,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = safeLocalStorage(),
): TokenStore {
  let memory: string | null = null
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((l) => l())
  return {
    get: () => {
      try {
        return storage ? storage.getItem(key) : memory
      } catch {
        return memory
      }
    },
    set: (token) => {
      memory = token
      try {
        storage?.setItem(key, token)
      } catch {
        // Keep the in-memory copy.
      }
      notify()
    },
    clear: () => {
      memory = null
      try {
        storage?.removeItem(key)
      } catch {
        // Nothing stored.
      }
      notify()
    },
    subscribe(listener) {
      listeners.add(listener)
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener()
      }
      if (typeof addEventListener === 'function') addEventListener('storage', onStorage)
      return () => {
        listeners.delete(listener)
        if (typeof removeEventListener === 'function') removeEventListener('storage', onStorage)
      }
    },
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}
