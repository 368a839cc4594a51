/**
 * embed-demo.html: drives the three embeds. The page loads the library bundle (lib/card-table.js,
 * built by `npm run build`) exactly as a website would; under the dev server, where that file does
 * not exist, it falls back to the sources.
 */
import { COMMAND_TYPE, EVENT_TYPE } from './messages';

type Lib = typeof import('./index');

function log(id: string, text: string): void {
  const list = document.getElementById(id);
  if (!list) return;
  const item = document.createElement('li');
  item.textContent = text;
  list.append(item);
  list.scrollTop = list.scrollHeight;
}

const describe = (e: Record<string, unknown>): string => {
  const { type: _type, ...rest } = e;
  return JSON.stringify(rest);
};

async function loadLib(): Promise<Lib> {
  const url = new URL('./lib/card-table.js', document.baseURI).href;
  try {
    return (await import(/* @vite-ignore */ url)) as Lib;
  } catch {
    return import('./index');
  }
}

// The demo's own ?speed= and ?lang= (e.g. embed-demo.html?speed=instant) go to all three embeds.
const own = new URLSearchParams(location.search);
const shared: Record<string, string> = {};
for (const name of ['speed', 'lang']) {
  const value = own.get(name);
  if (value !== null) shared[name] = value;
}

// 1. The iframe: events in, commands out.
const frame = document.getElementById('frame') as HTMLIFrameElement | null;
if (frame && Object.keys(shared).length > 0) {
  const src = new URL(frame.getAttribute('src') ?? 'index.html', document.baseURI);
  for (const [k, v] of Object.entries(shared)) src.searchParams.set(k, v);
  frame.src = src.href;
}
const elementHost = document.getElementById('element');
for (const [k, v] of Object.entries(shared)) elementHost?.setAttribute(k, v);
window.addEventListener('message', (e) => {
  if (!frame || e.source !== frame.contentWindow) return;
  const data = e.data as Record<string, unknown> | null;
  if (data && data.type === EVENT_TYPE) log('frame-log', describe(data));
});
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-for="frame"] button')) {
  button.addEventListener('click', () => {
    const command = button.dataset.command;
    frame?.contentWindow?.postMessage({ type: COMMAND_TYPE, command }, location.origin);
  });
}

void loadLib().then((lib) => {
  // 2. The element is defined by the library: its events bubble as DOM events.
  const element = document.getElementById('element');
  for (const type of ['card-table:ready', 'card-table:gamestart', 'card-table:gameover']) {
    element?.addEventListener(type, (e) => log('element-log', `${type} ${JSON.stringify((e as CustomEvent).detail)}`));
  }

  // 3. mount(): destroy and mount again with the button.
  const host = document.getElementById('mount-host');
  if (!host) return;
  let table: ReturnType<Lib['mount']> | null = null;
  const start = (): void => {
    table = lib.mount(host, { game: 'sequence', players: 2, level: 'easy', ...shared });
    table.on('ready', () => log('mount-log', 'ready'));
    table.on('gameStart', (e) => log('mount-log', `gameStart ${e.game} seed ${e.seed}`));
    table.on('gameOver', (e) => log('mount-log', `gameOver scores ${e.scores.join(', ')}`));
  };
  start();
  const toggle = document.getElementById('mount-toggle');
  toggle?.addEventListener('click', () => {
    if (table) {
      table.destroy();
      table = null;
      log('mount-log', 'destroyed');
      toggle.textContent = 'Mount again';
    } else {
      start();
      toggle.textContent = 'Destroy';
    }
  });
  document.getElementById('mount-new')?.addEventListener('click', () => table?.newGame({ game: 'gaps' }));
});
