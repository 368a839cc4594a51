/**
 * Versioned JSON in localStorage. Every read validates: a missing, corrupt, truncated or
 * old-version entry is discarded (and reported through `onDiscard`) instead of crashing the game.
 * Storage may be unavailable (private mode, sandboxed iframe): then values live in memory only.
 * Storage may also refuse a write (full: its quota reached): the value then lives in memory for the
 * rest of the page's life, over the stored one, and `save` says it was not stored, so the player can
 * be told; what is stored stays readable (a full storage still holds the language and the saves).
 */
export interface StoredValue<T> {
  load(): T;
  /** Stores `value`; false when the browser refused (it is then kept for this page only). */
  save(value: T): boolean;
  clear(): void;
}

type Validator<T> = (raw: unknown) => T | null;

const memory = new Map<string, string>();
/** Values whose last write the storage refused (full), by full key: newer than what it holds. */
const unsaved = new Map<string, string>();
const discardListeners: Array<(key: string, why: string) => void> = [];

/** Called when a stored value had to be thrown away, so the UI can show a notice. */
export function onDiscard(listener: (key: string, why: string) => void): void {
  discardListeners.push(listener);
}

function backend(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    // Reading is the test: a full storage refuses writes but still holds everything stored before.
    const ls = globalThis.localStorage;
    ls.getItem('card-table:probe');
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
    unsaved.delete(fullKey);
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
        text = unsaved.get(fullKey) ?? backend().getItem(fullKey);
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
      const text = JSON.stringify({ v: version, data: value });
      try {
        backend().setItem(fullKey, text);
        unsaved.delete(fullKey);
        return true;
      } catch {
        // Full or disabled storage: play on with this page's copy.
        unsaved.set(fullKey, text);
        return false;
      }
    },
    clear() {
      unsaved.delete(fullKey);
      try {
        backend().removeItem(fullKey);
      } catch {
        /* ignore */
      }
    },
  };
}
