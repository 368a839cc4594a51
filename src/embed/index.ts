/**
 * The library bundle (dist/lib/card-table.js, an ES module): `mount()`, the `<card-table>` element
 * (registered on import) and the message helpers for pages that talk to an iframe.
 *
 *   import { mount } from './card-table/lib/card-table.js';
 *   const table = mount(document.querySelector('#game'), { game: 'gaps', lang: 'en' });
 *   table.on('gameOver', (e) => console.log(e.scores));
 */
import { defineCardTable } from './element';

export { mount, type CardTableInstance, type MountOptions, type NewGameRequest, type CardTableEventName } from './mount';
export { CardTableElement, defineCardTable } from './element';
export { COMMAND_TYPE, EVENT_TYPE, type CardTableCommand, type CardTableEvent } from './messages';

defineCardTable();
