/**
 * What a table adds when its game is online (the base table scene calls it): the "React" button and
 * its phrases, toasts for a reaction or a refusal, the connection's state (connectionNotice), who is
 * connected on the name plates (presenceMarks) and the turn clock. Seats are the lobby's
 * (OnlineLobby); the game itself is the OnlineSession's.
 */
import type Phaser from 'phaser';
import '../../platform/strings/online';
import { t } from '../../platform/i18n';
import type { GameLaunch, OnlineLaunch } from '../../platform/launch';
import { REACTIONS, type ErrorMessage, type ScoreboardMessage } from '../../platform/online/protocol';
import { errorText } from '../../platform/strings/online';
import { ReactionMenu } from '../ReactionMenu';
import { ScoreboardPanel } from './ScoreboardPanel';
import { connectionNotice } from './connectionNotice';
import { PresenceMarks, type NamePlate } from './presenceMarks';
import { presenceOf } from '../../platform/online/presence';
import { showToast } from '../Toast';
import type { TopBar, TopBarAction } from '../TopBar';

export interface OnlineFrame {
  actions: TopBarAction[];
  /** The table was laid out again: the presence marks follow the plates. */
  relayout(): void;
  /** A refusal from the server, in the person's language. */
  refused(error: ErrorMessage): void;
  dispose(): void;
}

/** The name of `seat` at this table (a spectator's reaction has no seat). */
export function seatName(online: OnlineLaunch, seat: number | null): string {
  if (seat === null) return t('online.spectator');
  return online.lobby.seats[seat]?.name || t('online.open');
}

/** Online: the names people gave the table, per seat, and this screen's seat (tables name seats with it). */
export function onlineNames(launch: GameLaunch): { names: string[]; you: number | null } | undefined {
  const lobby = launch.online?.lobby;
  return lobby && { names: lobby.seats.map((seat) => seat.name), you: lobby.you };
}

/** Presence marks and the scoreboard are made before the first lobby change can arrive. */
export function onlineFrame(scene: Phaser.Scene, online: OnlineLaunch, bar: () => TopBar | undefined, onMenu: () => void, plate: (seat: number) => NamePlate | null, onAway: (away: boolean) => void): OnlineFrame {
  const { link } = online;
  const startedAs = online.lobby.seats.map((seat) => seat.kind);
  const marks = new PresenceMarks(scene, plate);
  let board: ScoreboardPanel | null = null;
  let lastBoard: ScoreboardMessage | null = null;
  const markPlates = (): void => marks.show(presenceOf(online.lobby, startedAs));
  // Gaps together: everyone's progress, live, then the result table.
  const showBoard = (message: ScoreboardMessage): void => {
    board ??= new ScoreboardPanel(scene);
    lastBoard = message;
    board.show(message.rows, online.lobby.you, message.over, presenceOf(online.lobby, startedAs));
    board.setPosition(scene.scale.width - Math.max(230, board.width / 2) - 20, (bar()?.barHeight ?? 96) + 20);
  };
  const menu = new ReactionMenu(
    scene,
    () => REACTIONS.map((id) => ({ id, label: t(`online.reaction.${id}`) })),
    (id) => link.send('react', { id: id as (typeof REACTIONS)[number] }),
  );
  const offs = [
    link.on('reaction', (r) => showToast(scene, t('online.said', { name: seatName(online, r.seat), text: t(`online.reaction.${r.id}`) }), 'info', 3500)),
    link.on('lobby', (lobby) => {
      online.lobby = lobby;
      markPlates();
      // Gaps together's scoreboard says who is offline too: redrawn when presence changes, not each second.
      if (lastBoard) showBoard(lastBoard);
    }),
  ];
  // Who is connected, on the name plates; the plates exist from the table's first frame on, and a
  // scene may rebuild them: the marks follow each second.
  const presenceTimer = scene.time.addEvent({ delay: 1000, loop: true, callback: markPlates });
  scene.time.delayedCall(0, markPlates);
  offs.push(() => {
    presenceTimer.remove();
    marks.destroy();
  });
  // Away from the table (a network gap, the server restarting): said until the seat is back.
  offs.push(connectionNotice(scene, link, { top: () => bar()?.barHeight ?? 96, bar, onMenu }));
  // Away, a move would be refused until the seat is back: the table's move controls wait (dimmed).
  offs.push(link.onStatus((status) => onAway(status !== 'connected')));
  if (link.status !== 'connected') scene.time.delayedCall(0, () => onAway(link.status !== 'connected'));
  if (online.lobby.together) {
    offs.push(link.on('scoreboard', showBoard));
    const last = link.latest('scoreboard');
    // The scoreboard of the start came before the table was built: shown once the table's first frame has run.
    if (last) scene.time.delayedCall(0, () => showBoard(last));
  }
  const clock = turnClock(scene, (text, urgent) => bar()?.setClock(text, urgent));
  // Away, the clock stops (the server's own clock waits too); the position on return brings the time left.
  offs.push(link.on('game', (game) => clock.set(game.deadline)), link.onStatus((status) => status !== 'connected' && clock.stop()), clock.stop);
  const first = link.latest('game');
  if (first) clock.set(first.deadline);
  const actions: TopBarAction[] =
    online.lobby.you === null
      ? []
      : [{ id: 'react', label: t('online.react'), icon: '☺', width: 170, onClick: () => menu.toggle(scene.scale.width, bar()?.barHeight ?? 96) }];
  return {
    actions,
    relayout: () => marks.place(),
    refused: (error) => showToast(scene, errorText(error), 'error'),
    dispose: () => {
      menu.close();
      for (const off of offs) off();
    },
  };
}

/** The turn clock turns red (and pulses) in the last seconds. */
const URGENT_SECONDS = 10;

/**
 * The turn timer of the person whose move it is (the server's `deadline`: milliseconds left, sent with
 * each position): counted down in the top bar's clock pill each second from the moment it arrived, red
 * in the last ten seconds, gone when the turn ends or the table has no timer.
 */
function turnClock(scene: Phaser.Scene, show: (text: string | null, urgent: boolean) => void): { set(ms: number | null): void; stop(): void } {
  let timer: ReturnType<typeof setInterval> | null = null;
  const stop = (): void => {
    if (timer !== null) clearInterval(timer);
    timer = null;
    show(null, false);
  };
  const set = (ms: number | null): void => {
    stop();
    if (ms === null) return;
    const end = performance.now() + ms;
    const tick = (): void => {
      if (!scene.sys.isActive()) return stop();
      const s = Math.max(0, Math.ceil((end - performance.now()) / 1000));
      show(t('online.timeLeft', { time: `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}` }), s <= URGENT_SECONDS);
    };
    tick();
    timer = setInterval(tick, 250);
  };
  return { set, stop };
}
