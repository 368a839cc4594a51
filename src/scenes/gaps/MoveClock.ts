/**
 * The Gaps move counter and timer ("Moves: 12 · 3:45"), as Microsoft Solitaire Collection shows them.
 * The time runs from the first move of a deal (a resumed game's from when it reopens) until the deal is
 * over. A tap hides both behind a small clock icon (for players who would rather not be timed), a tap
 * on the icon shows them again; the choice is remembered. From the keyboard: Tab to it, Enter or Space.
 *
 * The time is read from the page's clock (`performance.now`), never from Phaser's, which stops while
 * the idle loop sleeps on a still table; once a second the text is set and the loop woken to draw it.
 */
import Phaser from 'phaser';
import { t } from '../../platform/i18n';
import { storedValue } from '../../platform/storage';
import { CSS, FocusManager, PHONE, onTap, textStyle } from '../../ui';
import { idleControllerOf } from '../../ui/runtime/idle';
import { CLOCK_ICON, formatPlayTime } from './playTime';

const shownSetting = storedValue<boolean>('gaps-clock', 1, () => true, (v) => (typeof v === 'boolean' ? v : null));

export class MoveClock {
  readonly text: Phaser.GameObjects.Text;
  private moves = 0;
  /** Time played before the current run, and when the current run started (null while stopped). */
  private banked = 0;
  private since: number | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private shown = shownSetting.load();
  /** On a phone the text keeps 12 CSS px and a tap hits a finger-sized box round it. */
  private phone = false;
  /** Where the tap box may reach (scene y, top and bottom): clear of the cards above and the button below. */
  private room = { top: -Infinity, bottom: Infinity };

  constructor(private readonly scene: Phaser.Scene) {
    this.text = scene.add.text(0, 0, '', textStyle('body', { fontSize: '24px', color: CSS.textDim })).setName('gaps:clock');
    this.text.setInteractive({ useHandCursor: true });
    onTap(this.text, () => this.toggle());
    // In the Tab order too (before the deal button, which it sits above or beside): Enter or Space toggles it.
    FocusManager.for(scene).add({
      getFocusRect: () => this.text.getBounds(),
      isFocusable: () => this.text.active && this.text.visible && this.text.parentContainer?.visible !== false,
      activate: () => this.toggle(),
      describe: () => ({ name: this.shown ? `${t('gaps.clockName')}: ${this.text.text}` : t('gaps.clockName'), pressed: this.shown }),
    });
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.stopTicking());
    this.draw();
  }

  /** The moves made so far (the session's record: an undone move no longer counts). */
  setMoves(n: number): void {
    if (n === this.moves) return;
    this.moves = n;
    this.draw();
  }

  /** A resumed game: the time it was played for before (the clock is stopped until play goes on). */
  startFrom(playedMs: number): void {
    this.stopTicking();
    this.since = null;
    this.banked = Math.max(0, playedMs);
    this.draw();
  }

  /** Runs the time while the deal is being played (from its first move), stops it once it is over. */
  setRunning(on: boolean): void {
    if (on === (this.since !== null)) return;
    if (on) {
      this.since = performance.now();
      this.timer = setInterval(() => this.draw(), 1000);
    } else {
      this.banked = this.elapsed();
      this.since = null;
      this.stopTicking();
    }
    this.draw();
  }

  /** Time played, in ms. */
  elapsed(): number {
    return this.banked + (this.since === null ? 0 : performance.now() - this.since);
  }

  get visible(): boolean {
    return this.shown;
  }

  /** Sizes the text and its tap box for a phone (portrait) or a larger screen. */
  setPhone(phone: boolean): void {
    if (phone === this.phone) return;
    this.phone = phone;
    this.draw();
  }

  /**
   * Keeps the tap box between scene y `top` and `bottom`: grown a finger high from the text's foot, it
   * reached 1 CSS px over the last row of cards on a 360×740 phone. Call after placing the text.
   */
  setRoom(top: number, bottom: number): void {
    this.room = { top, bottom };
    this.draw();
  }

  /** Shows or hides the counter and time (remembered for later deals). */
  toggle(): void {
    this.shown = !this.shown;
    shownSetting.save(this.shown);
    this.draw();
  }

  private stopTicking(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  private draw(): void {
    if (!this.text.active) return;
    this.text.setText(this.shown ? t('gaps.clock', { moves: this.moves, time: formatPlayTime(this.elapsed()) }) : CLOCK_ICON);
    this.text.setFontSize(this.phone ? PHONE.text : 24);
    // The tap box: at least a finger's size on a phone, centred across the text and growing upwards
    // from its foot (over the score above it; the deal button is just below), but not above the room's
    // top: there it grows downwards instead, as far as the room's bottom.
    const min = this.phone ? PHONE.target : 0;
    const w = Math.max(this.text.width, min);
    const textTop = this.text.y - this.text.height * this.text.originY;
    const top = Math.max(this.room.top, textTop + this.text.height - Math.max(this.text.height, min));
    const h = Math.min(Math.max(this.text.height, min), this.room.bottom - top);
    (this.text.input?.hitArea as Phaser.Geom.Rectangle | undefined)?.setTo((this.text.width - w) / 2, top - textTop, w, h);
    this.text.setAlpha(this.shown ? 1 : 0.6);
    // The loop may be asleep on a still table: wake it to draw the new second.
    idleControllerOf(this.scene.game)?.wake();
  }
}
