/**
 * The in-game top bar every table shares: a back-to-menu button (also Esc), the game's title with an
 * optional subtitle (e.g. "Deal 1234 · Score 17"), and a row of action buttons the scene supplies
 * (undo, redo, hint, …), each with an optional keyboard shortcut.
 *
 * ```ts
 * const bar = new TopBar(this, {
 *   name: 'gaps',                       // buttons are named 'gaps:back', 'gaps:undo', … (test hook)
 *   title: t('game.gaps'),
 *   onBack: () => goToScene(this, 'Menu', { game: 'gaps' }, 'back'),
 *   actions: [{ id: 'undo', icon: '↶', label: t('gaps.undo'), keys: ['z', 'u'], onClick: () => this.undo() }],
 * });
 * bar.setEnabled('undo', false);
 * const top = bar.barHeight;            // lay the table out below this
 * ```
 *
 * Layout: one strip when the title and the actions fit side by side (landscape); otherwise (portrait
 * or many actions) the actions move to a second row spread over the full width, each a large icon
 * over a small caption. Call `layout()` again after a `resize`; the bar
 * reads `scene.scale.width` itself.
 */
import Phaser from 'phaser';
import { ShapeImage } from './ShapeImage';
import { Button, buttonWidthFor, type ButtonVariant } from './Button';
import { FocusManager } from './FocusManager';
import { COLORS, DEPTH, PHONE, isPhone, textStyle } from './theme';
import { t } from '../platform/i18n';
import { shortenUntil, wrapWords } from './fitText';
import { durationScale } from '../platform/settings';

export interface TopBarAction {
  /** Short id; the button's Phaser name is `<name>:<id>`. */
  id: string;
  label: string;
  /** A symbol shown before the label, and alone when the button is narrow. */
  icon?: string;
  onClick: () => void;
  variant?: ButtonVariant;
  /** Keys (KeyboardEvent.key, case-insensitive) that press this button while it is enabled. */
  keys?: string[];
  /**
   * Whether a held key presses it again with each of the keyboard's repeats (undo, redo: as a text
   * editor does). Otherwise a key presses it once per press: a held R must not spend both redeals.
   */
  repeats?: boolean;
  /** Preferred width in landscape (default 200). */
  width?: number;
}

export interface TopBarConfig {
  /** Prefix of the buttons' names, usually the game id (`'gaps'` → `gaps:back`). */
  name: string;
  title: string;
  subtitle?: string;
  /** A shorter subtitle a phone shows where `subtitle` does not fit beside the buttons (no "…" then). */
  shortSubtitle?: string;
  /** Back to the menu; also bound to Esc through the scene's FocusManager. */
  onBack: () => void;
  actions?: TopBarAction[];
}

/** Sizes of the bar: landscape (a desktop) and portrait (a phone: buttons a finger can hit, see PHONE). */
interface BarMetrics {
  rowH: number;
  buttonH: number;
  margin: number;
  gap: number;
  backW: number;
  /** Height of the icon-over-caption buttons of the second row, the room between them and a caption's margin. */
  stackedH: number;
  stackedGap: number;
  captionPad: number;
  /** Label size of the buttons in a one-row bar, of the second row's icons and of their captions. */
  rowFont: number;
  iconFont: number;
  captionFont: number;
  titleFont: number;
  subtitleFont: number;
}

const WIDE: BarMetrics = { rowH: 104, buttonH: 72, margin: 24, gap: 12, backW: 170, stackedH: 100, stackedGap: 12, captionPad: 12, rowFont: 26, iconFont: 38, captionFont: 24, titleFont: 44, subtitleFont: 24 };
// A phone's second row packs its buttons closer (6 units) and its captions nearer their edges (4 units a
// side): six across 1080 units then leave a caption 160, room for "Wieder-" and "Neu mi-" at 12 CSS px.
const PHONE_BAR: BarMetrics = { rowH: PHONE.target + 20, buttonH: PHONE.target, margin: 16, gap: 10, backW: 210, stackedH: PHONE.target + 8, stackedGap: 6, captionPad: 8, rowFont: 38, iconFont: 40, captionFont: PHONE.text, titleFont: 52, subtitleFont: PHONE.text };
/** Room kept for the title and subtitle when choosing between one row and two. */
const TITLE_ROOM = 460;

export class TopBar extends Phaser.GameObjects.Container {
  /** Total height of the bar (one or two rows), so the scene can lay out below it. */
  barHeight: number;
  /** The sizes for the current shape (set again by `layout`). */
  private m: BarMetrics;
  /** Drawn once per width (a Graphics would be re-tessellated on every frame). */
  private readonly bg: ShapeImage;
  private readonly title: Phaser.GameObjects.Text;
  private readonly subtitle: Phaser.GameObjects.Text;
  private clock = '';
  private clockUrgent = false;
  /** A notice shown in the clock's pill instead of the clock (setNotice). */
  private notice = '';
  private pill: ClockPill | null = null;
  private back: Button;
  private buttons = new Map<string, Button>();
  private readonly enabledState = new Map<string, boolean>();
  private shortcuts = true;
  private readonly handledKeys = new WeakSet<KeyboardEvent>();
  /**
   * The title block width that widened buttons leave room for: a longer title or subtitle lays the bar
   * out again (Infinity while no button is widened: then the bar is as it always was).
   */
  private titleRoom = Infinity;
  /** Right end of the room the title and subtitle have (set by `layout`). */
  private titleRight = Infinity;
  private readonly onKey = (event: KeyboardEvent): void => this.handleKey(event);

  constructor(
    scene: Phaser.Scene,
    readonly config: TopBarConfig,
  ) {
    super(scene, 0, 0);
    this.setDepth(DEPTH.hud);
    this.m = isPhone(scene) ? PHONE_BAR : WIDE;
    this.barHeight = this.m.rowH;
    this.bg = new ShapeImage(scene);
    this.back = this.makeBack();
    this.title = scene.add.text(0, 0, config.title, textStyle('heading', { fontSize: `${this.m.titleFont}px`, color: '#f4d47c' })).setOrigin(0, 0.5);
    this.subtitle = scene.add.text(0, 0, config.subtitle ?? '', textStyle('small', { fontSize: `${this.m.subtitleFont}px` })).setOrigin(0, 0.5);
    this.add([this.bg, this.back, this.title, this.subtitle]);
    scene.add.existing(this);
    FocusManager.for(scene).setOnBack(() => config.onBack());
    scene.input.keyboard?.on('keydown', this.onKey);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => scene.input.keyboard?.off('keydown', this.onKey));
    this.layout();
  }

  private makeBack(): Button {
    const { backW, buttonH, rowFont } = this.m;
    const back = new Button(this.scene, 0, 0, { label: t('common.back'), icon: '←', onClick: () => this.config.onBack(), width: backW, height: buttonH, variant: 'ghost', fontSize: Math.max(28, rowFont) });
    return back.setName(`${this.config.name}:back`);
  }

  /** The Back button (rebuilt when the window turns between portrait and landscape: ask again then). */
  get backButton(): Button {
    return this.back;
  }

  /** The action button `id` (e.g. to focus it), if the bar has one. */
  button(id: string): Button | undefined {
    return this.buttons.get(id);
  }

  setEnabled(id: string, on: boolean): this {
    this.enabledState.set(id, on);
    this.buttons.get(id)?.setEnabled(on);
    return this;
  }

  setTitle(text: string): this {
    this.config.title = text;
    this.title.setText(text);
    this.placeTitle();
    if (this.titleWidth() > this.titleRoom) this.layout();
    return this;
  }

  setSubtitle(text: string | null): this {
    this.config.subtitle = text ?? '';
    this.config.shortSubtitle = undefined;
    return this.showSubtitle();
  }

  /**
   * A running clock in a small pill ahead of the subtitle (an online turn timer: "0:27 left"), first
   * so that a phone's shortened subtitle keeps it; `urgent` (the last seconds) turns it red and, unless
   * motion is reduced, lets it pulse gently. Null takes it away.
   */
  setClock(text: string | null, urgent = false): this {
    if ((text ?? '') === this.clock && urgent === this.clockUrgent) return this;
    this.clock = text ?? '';
    this.clockUrgent = urgent;
    return this.showPill();
  }

  /**
   * A notice in the clock's pill, over the clock until taken away (null): "Reconnecting…" while an
   * online table's link is away, in the bar rather than over the table's name plates. Named
   * `online:reconnecting` meanwhile.
   */
  setNotice(text: string | null): this {
    if ((text ?? '') === this.notice) return this;
    this.notice = text ?? '';
    return this.showPill();
  }

  private showPill(): this {
    const text = this.notice || this.clock;
    if (!text) {
      this.pill?.destroy();
      this.pill = null;
    } else {
      this.pill ??= new ClockPill(this.scene, this.m.subtitleFont);
      if (!this.exists(this.pill)) this.add(this.pill);
      this.pill.show(text, !this.notice && this.clockUrgent);
      this.pill.setName(this.notice ? 'online:reconnecting' : 'topbar:clock');
    }
    return this.showSubtitle();
  }

  /** Room the clock pill takes ahead of the subtitle (0 without one). */
  private get pillRoom(): number {
    return this.pill ? this.pill.pillWidth + 12 : 0;
  }

  private showSubtitle(): this {
    this.subtitle.setText(this.config.subtitle ?? '');
    this.placeTitle();
    if (this.titleWidth() > this.titleRoom) this.layout();
    return this;
  }

  private titleWidth(): number {
    return Math.max(this.title.width, (this.subtitle.text === '' ? 0 : this.subtitle.width + 2) + this.pillRoom);
  }

  /**
   * Widths of the buttons of a one-row bar: each its preferred width, widened towards what its label
   * needs at full size (long translations) as far as the room beside the title allows, shared in
   * proportion to the need.
   */
  private rowWidths(actions: readonly TopBarAction[], width: number): number[] {
    const preferred = actions.map((a) => a.width ?? 200);
    const { margin, gap, backW, rowFont } = this.m;
    const need = actions.map((a, i) => Math.max(0, buttonWidthFor(a.label, a.icon, rowFont) - preferred[i]!));
    const title = this.titleWidth();
    const room = width - 2 * margin - backW - 28 - title - 32 - gap * (actions.length - 1);
    const spare = room - preferred.reduce((s, w) => s + w, 0);
    const needed = need.reduce((s, n) => s + n, 0);
    const share = needed <= 0 || spare <= 0 ? 0 : Math.min(1, spare / needed);
    this.titleRoom = share > 0 ? title : Infinity;
    return preferred.map((w, i) => Math.floor(w + need[i]! * share));
  }

  /** Turns the keyboard shortcuts off (e.g. while a modal dialog is open) or on again. */
  setShortcutsEnabled(on: boolean): this {
    this.shortcuts = on;
    return this;
  }

  /** Changes an action's label (e.g. "Autoplay" ↔ "Stop"). */
  setActionLabel(id: string, label: string): this {
    const action = this.config.actions?.find((a) => a.id === id);
    if (action) action.label = label;
    this.layout();
    return this;
  }

  /** Places everything for the current width: one row if it fits, else the actions in a second row. */
  layout(): this {
    const width = this.scene.scale.width;
    const metrics = isPhone(this.scene) ? PHONE_BAR : WIDE;
    if (metrics !== this.m) {
      // The shape flipped: the back button and the texts take the other orientation's sizes.
      this.m = metrics;
      const focused = FocusManager.for(this.scene).focused === this.back;
      this.back.destroy();
      this.back = this.makeBack();
      this.addAt(this.back, 1);
      if (focused) FocusManager.for(this.scene).focus(this.back);
      this.title.setFontSize(metrics.titleFont);
      this.subtitle.setFontSize(metrics.subtitleFont);
    }
    const { rowH, buttonH, margin: MARGIN, backW: BACK_W, stackedH: STACKED_H, rowFont: ROW_FONT, iconFont, captionFont, captionPad } = metrics;
    const actions = this.config.actions ?? [];
    const wanted = actions.reduce((sum, a) => sum + (a.width ?? 200) + metrics.gap, 0);
    const oneRow = MARGIN + BACK_W + TITLE_ROOM + wanted + MARGIN <= width;
    const GAP = oneRow ? metrics.gap : metrics.stackedGap;
    this.barHeight = oneRow || actions.length === 0 ? rowH : rowH + STACKED_H + 20;

    this.back.setPosition(MARGIN + BACK_W / 2, rowH / 2);
    // Where the title's room ends: the buttons of a one-row bar, else the edge.
    this.titleRight = width - MARGIN - (oneRow ? wanted + 12 : 0);
    this.placeTitle();
    this.drawBackground(width);

    // Buttons are rebuilt (their size is fixed at construction); focus order stays back → actions.
    const focus = FocusManager.for(this.scene);
    const hadFocus = [...this.buttons.entries()].find(([, b]) => focus.focused === b)?.[0];
    for (const b of this.buttons.values()) b.destroy();
    this.buttons.clear();
    if (actions.length === 0) return this;

    if (!oneRow) this.titleRoom = Infinity;
    const widths = oneRow ? this.rowWidths(actions, width) : evenWidths(actions.length, width - 2 * MARGIN, GAP);
    const total = widths.reduce((s, w) => s + w, 0) + GAP * (actions.length - 1);
    let x = oneRow ? width - MARGIN - total : (width - total) / 2;
    const y = oneRow ? rowH / 2 : rowH + STACKED_H / 2 + 4;
    const captions: Array<{ caption: Phaser.GameObjects.Text; room: number }> = [];
    actions.forEach((action, i) => {
      const w = widths[i]!;
      // Narrow buttons (second row, portrait) stack a large icon over a small caption.
      const stacked = !oneRow && action.icon !== undefined;
      const button = new Button(this.scene, x + w / 2, y, {
        label: stacked ? `${action.icon!}\n ` : action.label,
        icon: stacked ? undefined : action.icon,
        onClick: action.onClick,
        width: w,
        height: stacked ? STACKED_H : buttonH,
        variant: action.variant ?? 'secondary',
        fontSize: stacked ? iconFont : ROW_FONT,
      });
      if (stacked) {
        const ink = (action.variant ?? 'secondary') === 'primary' ? '#1b1b22' : '#f4efe2';
        const caption = this.scene.add.text(0, STACKED_H / 2 - captionFont, action.label, textStyle('small', { fontSize: `${captionFont}px`, fontStyle: 'bold', color: ink, align: 'center' })).setOrigin(0.5);
        // On a phone a caption keeps its readable size: two short lines ("New / deal") rather than smaller type.
        if (metrics === PHONE_BAR && caption.width > w - captionPad) {
          wrapWords(caption.setLineSpacing(-8).setOrigin(0.5, 1).setY(STACKED_H / 2 - 6), action.label, w - captionPad);
          // The icon moves up out of the caption's way (the button's own label is blank then).
          button.setLabel(' ');
          button.add(this.scene.add.text(0, -STACKED_H / 2 + iconFont * 0.7, action.icon!, textStyle('small', { fontSize: `${iconFont - 4}px`, fontStyle: 'bold', color: ink })).setOrigin(0.5));
        }
        captions.push({ caption, room: w - captionPad });
        button.add(caption);
      }
      button.setName(`${this.config.name}:${action.id}`);
      button.setEnabled(this.enabledState.get(action.id) ?? true);
      this.add(button);
      this.buttons.set(action.id, button);
      x += w + GAP;
    });
    // A row reads as one set: every label at the size the most crowded one fits at.
    const captionScale = Math.min(1, ...captions.map(({ caption, room }) => room / caption.width));
    for (const { caption } of captions) caption.setScale(captionScale);
    if (oneRow) {
      const row = [...this.buttons.values()];
      const size = Math.min(...row.map((b) => b.labelSize));
      for (const b of row) if (b.labelSize !== size) b.setLabelSize(size);
    }
    if (hadFocus) focus.focus(this.buttons.get(hadFocus) ?? null);
    return this;
  }

  private placeTitle(): void {
    const { margin, backW, rowH, subtitleFont } = this.m;
    const x = margin + backW + 28;
    if (this.m === PHONE_BAR) {
      // A phone keeps the texts' size and ends a long one with "…" before the buttons beside it.
      this.title.setText(this.config.title);
      this.subtitle.setText(this.config.subtitle ?? '');
      shortenUntil(this.title, () => this.title.width <= this.titleRight - x);
      const fits = (): boolean => this.subtitle.width <= this.titleRight - x - this.pillRoom;
      if (!fits() && this.config.shortSubtitle) this.subtitle.setText(this.config.shortSubtitle);
      shortenUntil(this.subtitle, fits);
    }
    const hasSub = this.subtitle.text !== '' || this.pill !== null;
    const subY = rowH / 2 + subtitleFont;
    this.title.setPosition(x, hasSub ? rowH / 2 - subtitleFont * 0.6 : rowH / 2);
    this.pill?.setPosition(x + this.pill.pillWidth / 2, subY);
    this.subtitle.setPosition(x + 2 + this.pillRoom, subY).setVisible(this.subtitle.text !== '');
  }

  private drawBackground(width: number): void {
    const h = this.barHeight;
    // A dark glass strip with a soft shadow below and a thin gold rule, so the felt reads as a table.
    this.bg.draw((g) => {
      g.fillStyle(0x000000, 0.18).fillRect(0, h, width, 10);
      g.fillStyle(COLORS.panel, 0.82).fillRect(0, 0, width, h);
      g.fillStyle(0xffffff, 0.04).fillRect(0, 0, width, h / 2);
      g.fillStyle(COLORS.goldDark, 0.9).fillRect(0, h - 3, width, 3);
    });
  }

  private handleKey(event: KeyboardEvent): void {
    // Phaser re-dispatches its pending key queue when another key arrives within the same frame:
    // handle each DOM event once, or a quick "Y, Z" would redo, undo, redo again.
    if (this.handledKeys.has(event)) return;
    this.handledKeys.add(event);
    if (!this.shortcuts || !this.visible || !this.scene.sys.isActive() || event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key.toLowerCase();
    const action = this.config.actions?.find((a) => a.keys?.some((k) => k.toLowerCase() === key));
    const button = action ? this.buttons.get(action.id) : undefined;
    if (!action || !button || !button.enabled) return;
    event.preventDefault();
    if (event.repeat && !action.repeats) return;
    button.activate();
  }
}

/** Equal widths for `n` buttons sharing `room` pixels (with gaps), capped so few buttons stay button-sized. */
function evenWidths(n: number, room: number, gap: number): number[] {
  const w = Math.min(240, Math.floor((room - gap * (n - 1)) / n));
  return Array.from({ length: n }, () => w);
}

/**
 * The turn clock's pill: the time left on a dark rounded chip; in the last seconds red, pulsing gently
 * (scale, under a second a beat) unless motion is reduced. Named `topbar:clock` for the tests.
 */
class ClockPill extends Phaser.GameObjects.Container {
  private readonly bg: ShapeImage;
  private readonly label: Phaser.GameObjects.Text;
  private pulse: Phaser.Tweens.Tween | null = null;
  private urgent: boolean | null = null;
  pillWidth = 0;

  constructor(scene: Phaser.Scene, font: number) {
    super(scene, 0, 0);
    this.bg = new ShapeImage(scene);
    this.label = scene.add.text(0, 0, '', textStyle('small', { fontSize: `${Math.round(font * 0.95)}px`, fontStyle: 'bold', color: '#ffffff' })).setOrigin(0.5);
    this.add([this.bg, this.label]);
    this.setName('topbar:clock');
    this.once(Phaser.GameObjects.Events.DESTROY, () => this.pulse?.remove());
  }

  show(text: string, urgent: boolean): void {
    this.label.setText(text);
    const w = Math.ceil(this.label.width + 28);
    const h = Math.ceil(this.label.height + 6);
    if (w !== this.pillWidth || urgent !== this.urgent) {
      const fill = urgent ? 0xb3261e : 0x0b2016;
      const edge = urgent ? 0xff8a80 : COLORS.gold;
      this.bg.draw((g) => g.fillStyle(fill, 0.95).fillRoundedRect(-w / 2, -h / 2, w, h, h / 2).lineStyle(2, edge, 0.9).strokeRoundedRect(-w / 2, -h / 2, w, h, h / 2));
      this.pillWidth = w;
    }
    if (urgent !== this.urgent) {
      this.pulse?.remove();
      this.pulse = null;
      this.setScale(1);
      if (urgent && durationScale() > 0) this.pulse = this.scene.tweens.add({ targets: this, scale: 1.08, duration: 450, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
      this.urgent = urgent;
    }
  }
}
