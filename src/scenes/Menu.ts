/**
 * The menu: a tile per game, then that game's options and Start. Also the way to the rules,
 * settings and statistics. Everything is reachable by keyboard (FocusManager: Tab/arrows/Enter,
 * Esc goes back from the options), mouse and touch. The layout follows the design size
 * (landscape 1920×1080 or portrait 1080×1920) and is rebuilt when it changes.
 */
import Phaser from 'phaser';
import type { GameId } from '../engine/core';
import { GAME_SCENES } from '../platform/launch';
import { peekSavedGame, takeDiscardedSave } from '../platform/savedGames';
import { t, onLanguageChange } from '../platform/i18n';
import '../platform/strings/sequence';
import { loadChoices, normalizeChoices, randomSeed, saveChoices, toLaunch, visibleRows, type Choices, type ChoiceValue } from '../platform/menuChoices';
import {
  Button,
  Choice,
  FocusManager,
  Panel,
  TEX,
  CELL,
  CHIP,
  cardFrame,
  cellFrame,
  ntFrame,
  teamChipFrame,
  NT_CHIP_FRAME,
  SLOT_FRAME,
  addPicture,
  cardWithShadow,
  type PictureItem,
  showToast,
  keepToastsBelow,
  textStyle,
  tweenTo,
  onSizeChange,
} from '../ui';
import { addBackdrop } from '../ui/backdrop';
import { goToScene, prefetchScene } from '../ui/transition';

const GAMES: GameId[] = ['nothanks', 'gaps', 'sequence'];

export interface MenuData {
  /** Open with this game's tile focused (coming back from a table). */
  game?: GameId;
  /** Open directly on this game's options (used when re-laying out). */
  options?: GameId;
}

export class Menu extends Phaser.Scene {
  /** Everything of the current view (tiles or options); destroyed when the view changes. */
  private view: Phaser.GameObjects.Container | null = null;
  private focus!: FocusManager;
  private returning: GameId | null = null;
  private optionsFor: GameId | null = null;
  private choices: Choices = {};
  private unsubscribe: Array<() => void> = [];

  constructor() {
    super('Menu');
  }

  init(data: MenuData = {}): void {
    // The scene object is reused on every start: forget the previous run's (destroyed) view.
    this.view = null;
    this.returning = data.game ?? null;
    this.optionsFor = data.options ?? null;
  }

  create(): void {
    addBackdrop(this);
    this.focus = FocusManager.for(this);
    this.addTitle();
    if (this.optionsFor) this.showOptions(this.optionsFor, false);
    else this.showTiles(false);

    const relayout = (): void => {
      this.scene.restart({ options: this.optionsFor ?? undefined, game: this.returning ?? undefined });
    };
    onSizeChange(this, relayout);
    this.unsubscribe.push(onLanguageChange(relayout));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      for (const off of this.unsubscribe) off();
      this.unsubscribe = [];
    });
  }

  private get portrait(): boolean {
    return this.scale.height > this.scale.width;
  }

  private addTitle(): void {
    const { width } = this.scale;
    const top = this.portrait ? 170 : 120;
    const title = this.add
      .text(width / 2, top, t('app.title'), textStyle('title', { fontSize: this.portrait ? '120px' : '112px' }))
      .setOrigin(0.5)
      .setShadow(0, 6, '#000000', 18, false, true)
      .setName('menu:title');
    keepToastsBelow(this, title.getBounds().bottom);
  }

  /** Replaces the current view with a fresh container, sliding it in from `dir` (0 = fade only). */
  private newView(dir: number, animate: boolean): Phaser.GameObjects.Container {
    const old = this.view;
    if (old) {
      tweenTo(this, old, { alpha: 0, x: -dir * 120 }, 200).then(() => old.destroy());
    }
    this.focus.clear();
    const view = this.add.container(animate ? dir * 120 : 0, 0).setAlpha(animate ? 0 : 1);
    this.view = view;
    if (animate) void tweenTo(this, view, { alpha: 1, x: 0 }, 260);
    return view;
  }

  // ---------------------------------------------------------------- tiles

  private showTiles(animate = true): void {
    this.optionsFor = null;
    const view = this.newView(-1, animate);
    const { width, height } = this.scale;
    const portrait = this.portrait;
    const tileW = portrait ? 960 : 520;
    const tileH = portrait ? 430 : 620;
    let focusFirst: Button | null = null;
    const taglineY = portrait ? 265 : 202;
    view.add(this.add.text(width / 2, taglineY, t('app.tagline'), textStyle('body', { color: '#cfe0d2', fontSize: portrait ? '44px' : '34px' })).setOrigin(0.5));

    GAMES.forEach((game, i) => {
      const x = portrait ? width / 2 : width / 2 + (i - 1) * (tileW + 56);
      const y = portrait ? 540 + i * (tileH + 36) : 570;
      const tile = this.add.container(x, y);
      view.add(tile);
      tile.add(new Panel(this, 0, 0, tileW, tileH, { radius: 28 }));

      // Landscape: picture on top, text below. Portrait: picture on the left, text on the right.
      const artX = portrait ? -tileW / 2 + 225 : 0;
      const artY = portrait ? -10 : -tileH / 2 + 165;
      // Decoration, drawn in the frame after the menu's first: the tiles' names and buttons show and
      // work from that first frame, and the pictures (the menu's biggest drawing) fade in after it.
      this.game.events.once(Phaser.Core.Events.POST_RENDER, () => {
        if (!tile.scene) return; // The menu was laid out again (a resize) or left meanwhile.
        const art = this.illustration(game, artX, artY, portrait ? 0.78 : 1).setName(`menu:art:${game}`);
        tile.addAt(art, 1);
        void tweenTo(this, art.setAlpha(0), { alpha: 1 }, 160);
      });

      const textX = portrait ? 200 : 0;
      const titleY = portrait ? -tileH / 2 + 62 : 10;
      const textW = portrait ? 500 : tileW - 70;
      tile.add(this.add.text(textX, titleY, t(`game.${game}`), textStyle('heading', { fontSize: portrait ? '64px' : '58px', color: '#f4d47c' })).setOrigin(0.5));
      tile.add(
        this.add
          .text(textX, titleY + (portrait ? 48 : 46), t(`game.${game}.blurb`), textStyle('body', { fontSize: portrait ? '38px' : '30px', align: 'center', wordWrap: { width: textW, useAdvancedWrap: true }, color: '#dbe6dc' }))
          .setOrigin(0.5, 0),
      );
      const play = new Button(this, textX, tileH / 2 - (portrait ? 62 : 70), { label: t('menu.play'), onClick: () => this.showOptions(game), width: portrait ? 380 : 300, height: portrait ? 92 : 84, fontSize: portrait ? 42 : undefined });
      play.setName(`menu:play:${game}`);
      tile.add(play);
      if (game === this.returning || (!this.returning && i === 0)) focusFirst = play;

      // The whole tile is a target too: a tap anywhere on it opens the options.
      const hit = this.add.zone(0, 0, tileW, tileH).setInteractive({ useHandCursor: true });
      hit.on(Phaser.Input.Events.POINTER_UP, () => this.showOptions(game));
      tile.addAt(hit, 1);
    });

    const footY = portrait ? height - 130 : height - 88;
    const footW = portrait ? 320 : 340;
    const items: Array<[string, string, () => void]> = [
      ['instructions', 'menu.instructions', () => goToScene(this, 'Instructions', { game: this.returning ?? 'nothanks' }, 'forward')],
      ['statistics', 'menu.statistics', () => goToScene(this, 'Statistics', {}, 'forward')],
      ['settings', 'menu.settings', () => goToScene(this, 'Settings', {}, 'forward')],
    ];
    items.forEach(([name, key, go], i) => {
      const b = new Button(this, width / 2 + (i - 1) * (footW + 30), footY, { label: t(key), onClick: go, width: footW, height: portrait ? 100 : 80, fontSize: portrait ? 38 : undefined, variant: 'secondary' });
      b.setName(`menu:${name}`);
      view.add(b);
    });
    this.focus.setOnBack(null);
    if (focusFirst) this.focus.focus(focusFirst);
  }

  /** A few cards, cells and chips that show what each game looks like: one picture, drawn once. */
  private illustration(game: GameId, x: number, y: number, scale: number): Phaser.GameObjects.Image {
    const shadow = { dx: 6, dy: 10, alpha: 0.7 };
    const items: PictureItem[] = [];
    if (game === 'nothanks') {
      // A run of three: the No Thanks way to keep minus points low.
      items.push(...cardWithShadow(TEX.nt, ntFrame(24), -120, 6, 120, -9, shadow));
      items.push(...cardWithShadow(TEX.nt, ntFrame(25), 0, -6, 120, 0, shadow));
      items.push(...cardWithShadow(TEX.nt, ntFrame(26), 120, 6, 120, 9, shadow));
      for (let i = 0; i < 3; i++) items.push({ tex: TEX.chips, frame: NT_CHIP_FRAME, x: 150 + (i % 2) * 14, y: 100 - i * 12, scale: 58 / CHIP });
    } else if (game === 'gaps') {
      const codes = ['2H', '3H', null, '5H'] as const;
      codes.forEach((code, i) => items.push(...cardWithShadow(TEX.cards, code === null ? SLOT_FRAME : cardFrame(code), -150 + i * 100, 0, 92, 0, shadow)));
    } else {
      const cells = ['free', 'AD', 'KD', '2S', 'QD', 'TC', '3S', 'AS', 'KS'] as const;
      const marks = [null, 0, null, 1, 0, null, null, 1, 0];
      cells.forEach((code, i) => {
        const cx = ((i % 3) - 1) * 78;
        const cy = (Math.floor(i / 3) - 1) * 78;
        items.push({ tex: TEX.cells, frame: cellFrame(code as 'free'), x: cx, y: cy, scale: 74 / CELL });
        const m = marks[i];
        if (m !== null && m !== undefined) items.push({ tex: TEX.chips, frame: teamChipFrame(m), x: cx, y: cy, scale: 54 / CHIP });
      });
    }
    return addPicture(this, x, y, `menu:${game}`, items).setScale(scale);
  }

  // ---------------------------------------------------------------- options

  private showOptions(game: GameId, animate = true): void {
    this.optionsFor = game;
    this.returning = game;
    this.choices = loadChoices(game);
    this.buildOptions(game, animate, null);
    // While the player picks options, the table's code downloads and its card art is drawn.
    prefetchScene(this.game, GAME_SCENES[game]);
  }

  private buildOptions(game: GameId, animate: boolean, focusKey: string | null): void {
    const view = this.newView(animate ? 1 : 0, animate);
    const { width, height } = this.scale;
    const portrait = this.portrait;
    const rows = visibleRows(game, this.choices);
    // Up to eight rows (Sequence Numbers for six: teams, answers and equations too) still fit the
    // landscape screen; the choices get lower with the rows (below).
    const rowH = portrait ? 150 : rows.length > 7 ? 68 : rows.length > 6 ? 76 : 82;
    const panelW = portrait ? 1000 : 1240;
    const headH = portrait ? 200 : 180;
    const panelH = headH + rows.length * rowH + 140;
    // Centred in the room under the title, never reaching above it.
    const roomTop = portrait ? 290 : 205;
    const cy = Math.max(roomTop + panelH / 2, (roomTop + height) / 2);
    const top = cy - panelH / 2;
    view.add(new Panel(this, width / 2, cy, panelW, panelH, { radius: 28 }));
    view.add(this.add.text(width / 2, top + 62, t(`game.${game}`), textStyle('heading', { fontSize: portrait ? '72px' : '60px', color: '#f4d47c' })).setOrigin(0.5));
    view.add(this.add.text(width / 2, top + (portrait ? 135 : 122), this.summary(game), textStyle('body', { color: '#cfe0d2', fontSize: portrait ? '40px' : '30px' })).setOrigin(0.5));

    let focusTarget: Choice<ChoiceValue> | Button | null = null;
    rows.forEach((row, i) => {
      const y = top + headH + i * rowH + rowH / 2;
      const values = row.values(this.choices);
      const labelX = portrait ? width / 2 - panelW / 2 + 50 : width / 2 - panelW / 2 + 60;
      const labelY = portrait ? y - 50 : y;
      view.add(this.add.text(labelX, labelY, t(row.labelKey), textStyle('body', { fontSize: portrait ? '42px' : '34px' })).setOrigin(0, 0.5));
      const choiceW = portrait ? panelW - 100 : 640;
      const choiceX = portrait ? width / 2 : width / 2 + panelW / 2 - 60 - choiceW / 2;
      const choice = new Choice<ChoiceValue>(this, choiceX, portrait ? y + 28 : y, {
        options: values.map((v) => ({ value: v.value, label: v.label ?? t(v.labelKey ?? String(v.value)) })),
        value: this.choices[row.key] as ChoiceValue,
        width: choiceW,
        height: portrait ? 84 : Math.min(68, rowH - 8),
        onChange: (value) => {
          this.choices = normalizeChoices(game, { ...this.choices, [row.key]: value });
          saveChoices(game, this.choices);
          // Rows may appear or change (players → people at this screen); rebuild, keep focus.
          this.time.delayedCall(0, () => this.buildOptions(game, false, row.key));
        },
      });
      choice.setName(`menu:opt:${row.key}`);
      view.add(choice);
      if (row.key === focusKey || (!focusKey && i === 0)) focusTarget = choice;
    });

    // An unfinished game of this kind can be resumed; then Start becomes "New game".
    const saved = peekSavedGame(game);
    // A save that could not be read was removed: say so once, instead of silently losing it.
    if (takeDiscardedSave(game)) showToast(this, t('menu.saveDiscarded'), 'info', 6000);
    const btnY = top + panelH - 80;
    const gap = 30;
    const btn = saved
      ? portrait
        ? { width: 300, height: 104, fontSize: 40 }
        : { width: 330, height: 84 }
      : portrait
        ? { width: 420, height: 104, fontSize: 44 }
        : { width: 340, height: 84 };
    const count = saved ? 3 : 2;
    const xAt = (i: number): number => width / 2 + (i - (count - 1) / 2) * (btn.width + gap);
    const back = new Button(this, xAt(0), btnY, { label: t('common.back'), onClick: () => this.showTiles(), variant: 'secondary', ...btn });
    back.setName('menu:back');
    const start = new Button(this, xAt(1), btnY, { label: t(saved ? 'menu.newGame' : 'common.start'), onClick: () => this.start(game), variant: saved ? 'secondary' : 'primary', ...btn });
    start.setName('menu:start');
    view.add([back, start]);
    let primary = start;
    if (saved) {
      const resume = new Button(this, xAt(2), btnY, { label: t('menu.resume'), onClick: () => goToScene(this, GAME_SCENES[game], saved, 'forward'), ...btn });
      resume.setName('menu:resume');
      view.add(resume);
      primary = resume;
    }
    if (!focusKey) focusTarget = primary;
    this.focus.setOnBack(() => this.showTiles());
    if (focusTarget) this.focus.focus(focusTarget);
  }

  private summary(game: GameId): string {
    if (peekSavedGame(game)) return t('menu.savedWaiting');
    if (game === 'gaps') return t('menu.solitaire');
    const players = Number(this.choices.players);
    const humans = Number(this.choices.humans);
    if (humans > 1) return t('menu.passAndPlay');
    return players - 1 === 1 ? t('menu.soloVs1') : t('menu.soloVs', { n: players - 1 });
  }

  private start(game: GameId): void {
    saveChoices(game, this.choices);
    goToScene(this, GAME_SCENES[game], toLaunch(game, this.choices, randomSeed()), 'forward');
  }
}
