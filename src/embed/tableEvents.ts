/**
 * The events a mounted game tells its page ('ready', 'gameStart', 'gameOver'): who listens, and
 * telling them. A listener that throws is reported and the others still hear the event.
 */
import type { CardTableEvent } from './messages';

export type CardTableEventName = CardTableEvent['event'];
export type CardTableListener<E extends CardTableEventName = CardTableEventName> = (event: Extract<CardTableEvent, { event: E }>) => void;

export class TableEvents {
  private readonly listeners = new Map<CardTableEventName, Set<(e: CardTableEvent) => void>>();

  /** `isReady`/`isDestroyed` tell whether a late subscriber to 'ready' should still hear it. */
  constructor(
    private readonly isReady: () => boolean,
    private readonly isDestroyed: () => boolean,
  ) {}

  /** Subscribes; returns the unsubscribe function. A late subscriber to 'ready' still hears it. */
  on<E extends CardTableEventName>(event: E, listener: CardTableListener<E>): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    const l = listener as (e: CardTableEvent) => void;
    set.add(l);
    if (event === 'ready' && this.isReady()) queueMicrotask(() => set.has(l) && !this.isDestroyed() && l({ event: 'ready' }));
    return () => void set.delete(l);
  }

  emit(e: CardTableEvent): void {
    for (const l of [...(this.listeners.get(e.event) ?? [])]) {
      try {
        l(e);
      } catch (err) {
        console.error('[card-table] an event listener threw:', err);
      }
    }
  }

  clear(): void {
    this.listeners.clear();
  }
}
