/**
 * The Phaser side of a game's registry descriptor (src/platform/gameRegistry.ts): what the menu and
 * the instructions draw for it. A descriptor's `loadTable()` resolves with one of these; the shell
 * loads them all before the menu first shows (they are small: a picture's item list and a few keys).
 */
import type { PictureItem } from './art';
import { gameIds, gameInfo } from '../platform/gameRegistry';

export interface GameTable {
  /** The menu tile's picture: cards, cells and chips around (0, 0), drawn once into one image. */
  menuPicture(): PictureItem[];
  instructions: {
    /**
     * The rules page's sections in order: `goal` shows the strings `rules.<id>.goal.title` and
     * `rules.<id>.goal.body`; `figure:<name>` shows `figures[name]`, listed after the section it
     * illustrates (it is read as part of the section above it).
     */
    sections: readonly string[];
    figures?: Readonly<Record<string, { items(): PictureItem[]; captionKey: string }>>;
    /** Loads the `rules.<id>.*` strings (every language; fetched when the rules page first opens). */
    loadStrings?(): Promise<unknown>;
  };
}

/** The card shadows of the menu's pictures and of the rules' figures (cardWithShadow's `shadow`). */
export const MENU_SHADOW = { dx: 6, dy: 10, alpha: 0.7 } as const;
export const FIGURE_SHADOW = { dx: 5, dy: 8, alpha: 0.6 } as const;

const loaded = new Map<string, Promise<GameTable>>();
const ready = new Map<string, GameTable>();

/** The table part of game `id` (loaded once). */
export function loadGameTable(id: string): Promise<GameTable> {
  let table = loaded.get(id);
  if (!table) {
    table = (gameInfo(id).loadTable() as Promise<GameTable>).then((t) => {
      ready.set(id, t);
      return t;
    });
    // A failed download may be tried again later.
    table.catch(() => loaded.delete(id));
    loaded.set(id, table);
  }
  return table;
}

/** The table part of game `id` if it has loaded (see loadGameTables), else undefined. */
export function loadedGameTable(id: string): GameTable | undefined {
  return ready.get(id);
}

/** Every registered game's table part, in the registry's order (the menu awaits these before it first draws). */
export function loadGameTables(): Promise<Map<string, GameTable>> {
  const ids = gameIds();
  return Promise.all(ids.map(loadGameTable)).then((tables) => new Map(ids.map((id, i) => [id, tables[i] as GameTable])));
}
