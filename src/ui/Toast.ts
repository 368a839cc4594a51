/**
 * Short notices at the top centre ("Not your turn", "Game saved"): a pill that fades in, waits and
 * fades out. Several toasts stack downwards; the same notice again while it is up renews it. Errors
 * also play the "illegal" sound.
 */
import Phaser from 'phaser';
import { ShapeImage } from './ShapeImage';
import { playSound } from './sound';
import { COLORS, DEPTH, PHONE, isPhone, textStyle } from './theme';
import { TopBar } from './TopBar';
import { tweenTo } from './tween';
import { speak } from './a11y';

export type ToastKind = 'info' | 'error' | 'success';

const KIND_COLOR: Record<ToastKind, number> = { info: COLORS.info, error: COLORS.error, success: COLORS.success };
const open = new WeakMap<Phaser.Scene, Phaser.GameObjects.Container[]>();
/** Height of each toast's pill: a long message wraps onto two or more lines. */
const heights = new WeakMap<Phaser.GameObjects.Container, number>();
/** What a toast says, how long it is read and until when (scene time), and whether it is fading out. */
interface Notice {
  text: string;
  kind: ToastKind;
  readMs: number;
  readUntil: number;
  fading: boolean;
}
const notices = new WeakMap<Phaser.GameObjects.Container, Notice>();
/** Top edge of the first toast (below the scene's top bar, if it has one), and the space between toasts. */
const TOP_EDGE = 38;
const GAP = 20;
/**
 * Most toasts on screen at once: a newer one pushes the oldest out. Without a limit, notices that
 * come faster than they can be read (computer players exchanging dead cards turn after turn on a full
 * Sequence board, at top speed) piled up down the whole screen, over the end-of-game dialog.
 */
const MAX_TOASTS = 3;

/** Scenes without a top bar that have a header of their own (the menu's title) keep toasts below it. */
const headerBottom = new WeakMap<Phaser.Scene, number>();

/**
 * Toasts of `scene` start below `y` (layout units), so that they do not cover its header: a notice
 * drawn over the menu's title left the title's letters showing around it.
 */
export function keepToastsBelow(scene: Phaser.Scene, y: number): void {
  if (!headerBottom.has(scene)) scene.events.once('shutdown', () => headerBottom.delete(scene));
  headerBottom.set(scene, y);
  placeOpenToasts(scene);
}

/**
 * Scenes whose top rows are the game itself (the Gaps tableau) show toasts upwards from a bottom edge
 * (null: one that had an edge and dropped it, kept so its shutdown listener is added only once).
 */
const footerTop = new WeakMap<Phaser.Scene, number | null>();

/**
 * Toasts of `scene` stack upwards from `y` (layout units; null: downwards from the top again) instead
 * of downwards from the top: a notice under the top bar covered the first row of Gaps cards, the very
 * cards a hint or a move is about.
 */
export function keepToastsAbove(scene: Phaser.Scene, y: number | null): void {
  if (!footerTop.has(scene)) scene.events.once('shutdown', () => footerTop.delete(scene));
  footerTop.set(scene, y);
  placeOpenToasts(scene);
}

/** Scenes whose sides hold what a notice must not cover keep toasts over one column (centre x, width). */
const columns = new WeakMap<Phaser.Scene, { x: number; width: number }>();

/**
 * Toasts of `scene` are centred on `x` and at most `width` wide (layout units), instead of across the
 * middle of the screen: there a Sequence notice lay over the team panel's header beside the board.
 */
export function keepToastsWithin(scene: Phaser.Scene, x: number, width: number): void {
  if (!columns.has(scene)) scene.events.once('shutdown', () => columns.delete(scene));
  columns.set(scene, { x, width });
  placeOpenToasts(scene);
}

function topEdge(scene: Phaser.Scene): number {
  const bar = scene.children.list.find((o): o is TopBar => o instanceof TopBar && o.visible);
  if (bar) return bar.barHeight + GAP;
  const header = headerBottom.get(scene);
  return header === undefined ? TOP_EDGE : header + GAP;
}

/** Centre y of toast `i` of `list`, stacked below the ones before it by their real heights. */
function slotY(scene: Phaser.Scene, list: readonly Phaser.GameObjects.Container[], i: number): number {
  const footer = footerTop.get(scene);
  if (footer != null) {
    // The newest at the bottom edge, older ones pushed up above it.
    let bottom = footer;
    for (let j = list.length - 1; j > i; j--) bottom -= (heights.get(list[j]!) ?? 0) + GAP;
    return bottom - (heights.get(list[i]!) ?? 0) / 2;
  }
  let top = topEdge(scene);
  for (let j = 0; j < i; j++) top += (heights.get(list[j]!) ?? 0) + GAP;
  return top + (heights.get(list[i]!) ?? 0) / 2;
}

function restack(scene: Phaser.Scene): void {
  const list = open.get(scene) ?? [];
  list.forEach((t, i) => void tweenTo(scene, t, { y: slotY(scene, list, i) }, 160));
}

/** Where a scene's toasts go, as one comparable string. */
function placement(scene: Phaser.Scene): string {
  return JSON.stringify([scene.scale.width, scene.scale.height, headerBottom.get(scene), footerTop.get(scene), columns.get(scene)]);
}

/** The placement each scene's open toasts were put for (layouts run on every move, too). */
const placedFor = new WeakMap<readonly Phaser.GameObjects.Container[], string>();

/**
 * Moves the open toasts at once to where new ones go: the scene laid itself out again (the window turned),
 * and a notice left where the old layout put it lay over the new one's card on offer until it faded.
 */
function placeOpenToasts(scene: Phaser.Scene): void {
  const list = open.get(scene);
  if (!list?.length) return;
  const now = placement(scene);
  if (placedFor.get(list) === now) return;
  placedFor.set(list, now);
  const column = columns.get(scene);
  list.forEach((toast, i) => {
    // A slide under way would carry it back to the old place. Stopped, a fade-out ends (the toast
    // goes) and a fade-in is shown whole.
    scene.tweens.killTweensOf(toast);
    if (!notices.get(toast)?.fading) toast.setAlpha(1);
    toast.setPosition(column ? column.x : scene.scale.width / 2, slotY(scene, list, i));
  });
}

export function showToast(scene: Phaser.Scene, text: string, kind: ToastKind = 'info', baseMs = 2400): void {
  if (kind === 'error') playSound('illegal');
  // Heard too: an error or notice is in the live region as well as on screen.
  speak(scene, text);
  let list = open.get(scene);
  // The same notice again while it is still up (a double click on Share, a second illegal tap) renews
  // it rather than stacking a copy under it: two identical pills read as two different events.
  const same = list?.map((toast) => notices.get(toast)).find((n) => n !== undefined && !n.fading && n.text === text && n.kind === kind);
  if (same) {
    same.readUntil = scene.time.now + same.readMs;
    return;
  }
  if (!list) {
    list = [];
    open.set(scene, list);
    // A restarted scene starts with no toasts (the old ones were destroyed with its display list).
    scene.events.once('shutdown', () => open.delete(scene));
  }
  const column = columns.get(scene);
  const maxW = Math.min(1100, column ? column.width : scene.scale.width - 60);
  // A phone's 12 CSS px (30 units came out at 10 px there).
  const label = scene.add.text(0, 0, text, textStyle('body', { fontSize: `${isPhone(scene) ? PHONE.text : 30}px`, align: 'center', wordWrap: { width: maxW - 90 } })).setOrigin(0.5);
  const w = Math.min(maxW, label.width + 90);
  const h = Math.max(64, label.height + 28);
  label.setX(14);
  const g = new ShapeImage(scene).draw((d) => {
    d.fillStyle(0x000000, 0.3).fillRoundedRect(-w / 2 + 2, -h / 2 + 5, w, h, h / 2);
    d.fillStyle(COLORS.panel, 1).fillRoundedRect(-w / 2, -h / 2, w, h, h / 2);
    d.lineStyle(3, KIND_COLOR[kind], 1).strokeRoundedRect(-w / 2, -h / 2, w, h, h / 2);
    d.fillStyle(KIND_COLOR[kind], 1).fillCircle(-w / 2 + 34, 0, 10);
  });
  const toast = scene.add.container(column ? column.x : scene.scale.width / 2, 0, [g, label]).setDepth(DEPTH.toast).setAlpha(0).setName('toast');
  heights.set(toast, h);
  const full = list.length >= MAX_TOASTS;
  while (list.length >= MAX_TOASTS) {
    const oldest = list.shift()!;
    scene.tweens.killTweensOf(oldest);
    oldest.destroy();
  }
  if (full) restack(scene);
  list.push(toast);
  placedFor.set(list, placement(scene));
  // Stacked upwards, the older toasts make room for the new one at the bottom.
  if (footerTop.get(scene) != null && list.length > 1) restack(scene);
  toast.setY(slotY(scene, list, list.length - 1) - 20);

  const stack = list;
  const remove = (): void => {
    const i = stack.indexOf(toast);
    if (i >= 0) stack.splice(i, 1);
    toast.destroy();
    restack(scene);
  };
  // Reading time: at least the base duration, longer for long messages (never skipped, even when
  // animations are instant, so the message can be read). Renewing it starts it again.
  const notice: Notice = { text, kind, readMs: Math.max(baseMs, text.length * 55), readUntil: 0, fading: false };
  notices.set(toast, notice);
  void (async () => {
    await tweenTo(scene, toast, { alpha: 1, y: toast.y + 20 }, 180);
    notice.readUntil = Math.max(notice.readUntil, scene.time.now + notice.readMs);
    while (toast.active && scene.time.now < notice.readUntil) {
      await new Promise<void>((r) => scene.time.delayedCall(notice.readUntil - scene.time.now, () => r()));
    }
    if (!toast.active) return;
    notice.fading = true;
    await tweenTo(scene, toast, { alpha: 0 }, 250);
    if (toast.active) remove();
  })();
}

/**
 * Fades out every toast of `scene` at once. A dialog calls it as it opens: it takes the player's
 * attention (an end-of-game dialog says what the last notices said), and toasts sit above dialogs, so
 * a stack of them would cover its title.
 */
export function dismissToasts(scene: Phaser.Scene): void {
  const list = open.get(scene);
  if (!list) return;
  for (const toast of list.splice(0)) {
    const notice = notices.get(toast);
    if (notice) notice.fading = true;
    scene.tweens.killTweensOf(toast);
    void tweenTo(scene, toast, { alpha: 0 }, 150).then(() => toast.destroy());
  }
}
