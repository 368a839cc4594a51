/**
 * Versioned JSON in localStorage. Every read validates: a missing, corrupt, truncated or
 * old-version entry is discarded (and reported through `onDiscard`) instead of crashing the game.
 * Storage may be unavailable (private mode, sandboxed iframe): then values live in memory only.
 */
export interface StoredValue<T> {
  load(): T;
  save(value: T): void;
  clear(): void;
}

type Validator<T> = (raw: unknown) => T | null;

const memory = new Map<string, string>();
const discardListeners: Array<(key: string, why: string) => void> = [];

/** Called when a stored value had to be thrown away, so the UI can show a notice. */
export function onDiscard(listener: (key: string, why: string) => void): void {
  discardListeners.push(listener);
}

function backend(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    const ls = globalThis.localStorage;
    const probe = '__card-table-probe__';
    ls.setItem(probe, '1');
    ls.removeItem(probe);
    return ls;
  } catch {
    return {
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => void memory.set(k, v),
      removeItem: (k) => void memory.delete(k),
    };
  }
}

/**
 * A typed value under `card-table:<key>`, stored as `{ v: version, data }`.
 * `validate` returns the value or null when the data is unusable.
 */
export function storedValue<T>(key: string, version: number, fallback: () => T, validate: Validator<T>): StoredValue<T> {
  const fullKey = `card-table:${key}`;
  const discard = (why: string): T => {
    try {
      backend().removeItem(fullKey);
    } catch {
      /* nothing more to do */
    }
    for (const l of discardListeners) l(key, why);
    return fallback();
  };
  return {
    load() {
      let text: string | null;
      try {
        text = backend().getItem(fullKey);
      } catch {
        return fallback();
      }
      if (text === null) return fallback();
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return discard('it is not valid JSON');
      }
      if (typeof parsed !== 'object' || parsed === null || !('v' in parsed) || !('data' in parsed)) return discard('it has no version');
      const { v, data } = parsed as { v: unknown; data: unknown };
      if (v !== version) return discard(`it is version ${String(v)}, this game reads version ${version}`);
      const value = validate(data);
      return value === null ? discard('its contents are invalid') : value;
    },
    save(value) {
      try {
        backend().setItem(fullKey, JSON.stringify({ v: version, data: value }));
      } catch {
        /* quota or disabled storage: keep playing without persistence */
      }
    },
    clear() {
      try {
        backend().removeItem(fullKey);
      } catch {
        /* ignore */
      }
    },
  };
}
