/**
 * The iframe bridge: when the game runs in an `<iframe>`, it tells the page around it what happens
 * (`ready`, `gameStart`, `gameOver` with the scores) and takes commands from it (`newGame`, `pause`,
 * `resume`, `mute`, `unmute`); see messages.ts for the shapes.
 *
 * Incoming messages are checked: only from the parent window, only from an allowed origin (the
 * `allowedOrigin` parameter; without it only the game's own origin, i.e. a same-site embed), only
 * well-formed commands. Everything else is ignored. Events go to `allowedOrigin` when one is given,
 * otherwise to any parent (they carry nothing secret: the game, its seed and the scores).
 */
import { eventMessage, originAllowed, parseCommand, type CardTableEvent } from './messages';
import type { CardTableInstance } from './mount';

export interface BridgeOptions {
  allowedOrigin: string | null;
  /** Defaults to the real window (tests pass stand-ins). */
  win?: Pick<Window, 'addEventListener' | 'removeEventListener' | 'parent' | 'location'>;
}

/** Starts the bridge for `instance`; returns the function that stops it. */
export function startBridge(instance: CardTableInstance, options: BridgeOptions): () => void {
  const win = options.win ?? window;
  const parent = win.parent;
  const own = win.location.origin;
  const target = options.allowedOrigin && options.allowedOrigin !== '*' ? options.allowedOrigin : '*';
  const post = (e: CardTableEvent): void => {
    try {
      parent.postMessage(eventMessage(e), target);
    } catch {
      /* the parent went away */
    }
  };
  const offs = [instance.on('ready', post), instance.on('gameStart', post), instance.on('gameOver', post)];

  const onMessage = (e: MessageEvent): void => {
    if (e.source !== parent) return;
    if (!originAllowed(e.origin, options.allowedOrigin, own)) return;
    const command = parseCommand(e.data);
    if (!command) return;
    switch (command.command) {
      case 'newGame':
        instance.newGame({ game: command.game, seed: command.seed, options: command.options });
        break;
      case 'pause':
        instance.pause();
        break;
      case 'resume':
        instance.resume();
        break;
      case 'mute':
        instance.mute(true);
        break;
      case 'unmute':
        instance.mute(false);
        break;
    }
  };
  win.addEventListener('message', onMessage as EventListener);
  return () => {
    win.removeEventListener('message', onMessage as EventListener);
    for (const off of offs) off();
  };
}
