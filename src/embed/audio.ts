/**
 * Per-game mute on top of the page's single sound player (src/ui/sound.ts plays every effect
 * through one Howler sprite, shared by all games on the page). A game is muted for one or more
 * reasons (`mute()` from the page, out of view); `playSound` asks the gate installed here, which
 * answers for the game whose code is running: during its frame (update, tweens, timers) or while
 * one of its input events is being handled. Sounds asked for outside both (a computer player's
 * answer arriving from its worker starts animations, whose sounds come in a frame) fall back to
 * "play unless every game on the page is muted".
 */
import Phaser from 'phaser';
import { setSoundGate, stopSounds } from '../ui/sound';

const reasons = new Map<Phaser.Game, Set<string>>();
let current: Phaser.Game | null = null;

const isMuted = (game: Phaser.Game): boolean => (reasons.get(game)?.size ?? 0) > 0;

function gate(): boolean {
  if (current && reasons.has(current)) return !isMuted(current);
  for (const game of reasons.keys()) if (!isMuted(game)) return true;
  return reasons.size === 0;
}

const INPUT_EVENTS = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'keydown', 'keyup'] as const;

/** Starts tracking `game` (its frames and the input events inside `host`); returns the function that stops. */
export function trackSound(game: Phaser.Game, host: HTMLElement): () => void {
  reasons.set(game, new Set());
  setSoundGate(gate);
  const enterStep = (): void => {
    current = game;
  };
  const leaveStep = (): void => {
    if (current === game) current = null;
  };
  const onInput = (): void => {
    current = game;
    queueMicrotask(leaveStep);
  };
  game.events.on(Phaser.Core.Events.PRE_STEP, enterStep);
  game.events.on(Phaser.Core.Events.POST_RENDER, leaveStep);
  for (const type of INPUT_EVENTS) host.addEventListener(type, onInput, { capture: true, passive: true });
  return () => {
    game.events.off(Phaser.Core.Events.PRE_STEP, enterStep);
    game.events.off(Phaser.Core.Events.POST_RENDER, leaveStep);
    for (const type of INPUT_EVENTS) host.removeEventListener(type, onInput, { capture: true });
    leaveStep();
    reasons.delete(game);
    if (reasons.size === 0) {
      setSoundGate(null);
      stopSounds();
    }
  };
}

/** Mutes or unmutes `game` for `reason`; stops effects already playing when every game is muted. */
export function setMuted(game: Phaser.Game, reason: string, on: boolean): void {
  const set = reasons.get(game);
  if (!set) return;
  if (on) set.add(reason);
  else set.delete(reason);
  if (on && !gate()) stopSounds();
}

export function mutedReasons(game: Phaser.Game): string[] {
  return [...(reasons.get(game) ?? [])];
}
