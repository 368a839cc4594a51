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
import { COLORS, DEPTH, textStyle } from './theme';
import { t } from '../platform/i18n';

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
  /** Preferred width in landscape (default 200). */
  width?: number;
}

export interface TopBarConfig {
  /** Prefix of the buttons' names, usually the game id (`'gaps'` → `gaps:back`). */
  name: string;
  title: string;
  subtitle?: string;
  /** Back to the menu; also bound to Esc through the scene's FocusManager. */
  onBack: () => void;
  actions?: TopBarAction[];
}

const ROW_H = 104;
const BUTTON_H = 72;
const MARGIN = 24;
const GAP = 12;
const BACK_W = 170;
/** Height of the icon-over-caption buttons of the second row. */
const STACKED_H = 100;
/** Room kept for the title and subtitle when choosing between one row and two. */
const TITLE_ROOM = 460;
/** Label size of the buttons in a one-row bar. */
const ROW_FONT = 26;

export class TopBar extends Phaser.GameObjects.Container {
  /** Total height of the bar (one or two rows), so the scene can lay out below it. */
  barHeight = ROW_H;
  /** Drawn once per width (a Graphics would be re-tessellated on every frame). */
  private readonly bg: ShapeImage;
  private readonly title: Phaser.GameObjects.Text;
  private readonly subtitle: Phaser.GameObjects.Text;
  private readonly back: Button;
  private buttons = new Map<string, Button>();
  private readonly enabledState = new Map<string, boolean>();
  private shortcuts = true;
  private readonly handledKeys = new WeakSet<KeyboardEvent>();
  /**
   * The title block width that widened buttons leave room for: a longer title or subtitle lays the bar
   * out again (Infinity while no button is widened: then the bar is as it always was).
   */
  private titleRoom = Infinity;
  private readonly onKey = (event: KeyboardEvent): void => this.handleKey(event);

  constructor(
    scene: Phaser.Scene,
    readonly config: TopBarConfig,
  ) {
    super(scene, 0, 0);
    this.setDepth(DEPTH.hud);
    this.bg = new ShapeImage(scene);
    this.back = new Button(scene, 0, 0, { label: t('common.back'), icon: '←', onClick: () => config.onBack(), width: BACK_W, height: BUTTON_H, variant: 'ghost', fontSize: 28 });
    this.back.setName(`${config.name}:back`);
    this.title = scene.add.text(0, 0, config.title, textStyle('heading', { fontSize: '44px', color: '#f4d47c' })).setOrigin(0, 0.5);
    this.subtitle = scene.add.text(0, 0, config.subtitle ?? '', textStyle('small', { fontSize: '24px' })).setOrigin(0, 0.5);
    this.add([this.bg, this.back, this.title, this.subtitle]);
    scene.add.existing(this);
    FocusManager.for(scene).setOnBack(() => config.onBack());
    scene.input.keyboard?.on('keydown', this.onKey);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => scene.input.keyboard?.off('keydown', this.onKey));
    this.layout();
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
    this.title.setText(text);
    this.placeTitle();
    if (this.titleWidth() > this.titleRoom) this.layout();
    return this;
  }

  setSubtitle(text: string | null): this {
    this.subtitle.setText(text ?? '');
    this.placeTitle();
    if (this.titleWidth() > this.titleRoom) this.layout();
    return this;
  }

  private titleWidth(): number {
    return Math.max(this.title.width, this.subtitle.text === '' ? 0 : this.subtitle.width + 2);
  }

  /**
   * Widths of the buttons of a one-row bar: each its preferred width, widened towards what its label
   * needs at full size (long translations) as far as the room beside the title allows, shared in
   * proportion to the need.
   */
  private rowWidths(actions: readonly TopBarAction[], width: number): number[] {
    const preferred = actions.map((a) => a.width ?? 200);
    const need = actions.map((a, i) => Math.max(0, buttonWidthFor(a.label, a.icon, ROW_FONT) - preferred[i]!));
    const title = this.titleWidth();
    const room = width - 2 * MARGIN - BACK_W - 28 - title - 32 - GAP * (actions.length - 1);
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
    const actions = this.config.actions ?? [];
    const wanted = actions.reduce((sum, a) => sum + (a.width ?? 200) + GAP, 0);
    const oneRow = MARGIN + BACK_W + TITLE_ROOM + wanted + MARGIN <= width;
    this.barHeight = oneRow || actions.length === 0 ? ROW_H : ROW_H + STACKED_H + 20;

    this.back.setPosition(MARGIN + BACK_W / 2, ROW_H / 2);
    this.placeTitle();
    this.drawBackground(width);

    // Buttons are rebuilt (their size is fixed at construction); focus order stays back → actions.
    const focus = FocusManager.for(this.scene);
    const hadFocus = [...this.buttons.entries()].find(([, b]) => focus.focused === b)?.[0];
    for (const b of this.buttons.values()) b.destroy();
    this.buttons.clear();
    if (actions.length === 0) return this;

    if (!oneRow) this.titleRoom = Infinity;
    const widths = oneRow ? this.rowWidths(actions, width) : evenWidths(actions.length, width - 2 * MARGIN);
    const total = widths.reduce((s, w) => s + w, 0) + GAP * (actions.length - 1);
    let x = oneRow ? width - MARGIN - total : (width - total) / 2;
    const y = oneRow ? ROW_H / 2 : ROW_H + STACKED_H / 2 + 4;
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
        height: stacked ? STACKED_H : BUTTON_H,
        variant: action.variant ?? 'secondary',
        fontSize: stacked ? 38 : ROW_FONT,
      });
      if (stacked) {
        const ink = (action.variant ?? 'secondary') === 'primary' ? '#1b1b22' : '#f4efe2';
        const caption = this.scene.add.text(0, STACKED_H / 2 - 24, action.label, textStyle('small', { fontSize: '24px', fontStyle: 'bold', color: ink })).setOrigin(0.5);
        captions.push({ caption, room: w - 12 });
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
    const x = MARGIN + BACK_W + 28;
    const hasSub = this.subtitle.text !== '';
    this.title.setPosition(x, hasSub ? ROW_H / 2 - 15 : ROW_H / 2);
    this.subtitle.setPosition(x + 2, ROW_H / 2 + 24).setVisible(hasSub);
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
    button.activate();
  }
}

/** Equal widths for `n` buttons sharing `room` pixels (with gaps), capped so few buttons stay button-sized. */
function evenWidths(n: number, room: number): number[] {
  const w = Math.min(240, Math.floor((room - GAP * (n - 1)) / n));
  return Array.from({ length: n }, () => w);
}
