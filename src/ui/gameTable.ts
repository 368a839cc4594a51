/**
 * The Phaser side of a game's registry descriptor (src/platform/gameRegistry.ts): what the menu and
 * the instructions draw for it. A descriptor's `loadTable()` resolves with one of these; the shell
 * loads them all before the menu first shows (they are small: a picture's item list and a few keys).
 */
import type { PictureItem } from './art';
import { gameInfo } from '../platform/gameRegistry';

export interface GameTable {
  /** The menu tile's picture: cards, cells and chips around (0, 0), drawn once into one image. */
  menuPicture(): PictureItem[];
  instructions: {
    /**
     * The rules page's sections in order: `goal` shows the strings `rules.<id>.goal.title` and
     * `rules.<id>.goal.body`; `figure:<name>` shows `figures[name]`.
     */
    sections: readonly string[];
    figures?: Readonly<Record<string, { items(): PictureItem[]; captionKey: string }>>;
  };
}

const loaded = new Map<string, Promise<GameTable>>();

/** The table part of game `id` (loaded once). */
export function loadGameTable(id: string): Promise<GameTable> {
  let table = loaded.get(id);
  if (!table) {
    table = gameInfo(id).loadTable() as Promise<GameTable>;
    loaded.set(id, table);
  }
  return table;
}
