/**
 * The menu: a tile per game, then that game's options and Start. Also the way to the rules,
 * settings and statistics. Everything is reachable by keyboard (FocusManager: Tab/arrows/Enter,
 * Esc goes back from the options), mouse and touch. The layout follows the design size
 * (landscape 1920×1080 or portrait 1080×1920) and is rebuilt when it changes.
 */
import Phaser from 'phaser';
import type { GameId } from '../engine/core';
import { gameIds, gameInfo, playedTogether } from '../platform/gameRegistry';
import type { OnlineCreate } from './OnlineLobby';
import { peekSavedGame, takeDiscardedSave } from '../platform/savedGames';
import { t, hasString, onLanguageChange } from '../platform/i18n';
import { freshSeed, loadChoices, normalizeChoices, saveChoices, setupOptions, toLaunch, visibleRows, type Choices, type ChoiceValue } from '../platform/menuChoices';
import { Button, CSS, Choice, FocusManager, Panel, PHONE, choiceRows, isPhone, addPicture, onTap, openPresses, showToast, keepToastsBelow, textStyle, tweenTo, onSizeChange } from '../ui';
import { accessible } from '../ui/a11y';
import { addBackdrop } from '../ui/backdrop';
import { clampLines, lineCount, wrapWords } from '../ui/fitText';
import { loadGameTable } from '../ui/gameTable';
import { menuTileGrid, sidewaysOptionGrid } from '../ui/layout';
import { goToScene, isTransitioning, prefetchScene } from '../ui/transition';

/** The scene that plays `game` (its registry descriptor's). */
const sceneOf = (game: GameId): string => gameInfo(game).scene.key;

/** Switches off the pointer input of every object in `view`, however deep. */
function stopPresses(view: Phaser.GameObjects.Container): void {
  for (const child of view.list) {
    if (child.input) child.disableInteractive();
    if (child instanceof Phaser.GameObjects.Container) stopPresses(child);
  }
}

export interface MenuData {
  /** Open with this game's tile focused (coming back from a table). */
  game?: GameId;
  /** Open directly on this game's options (used when re-laying out). */
  options?: GameId;
  /** Open with this footer button focused (coming back from its page). */
  page?: MenuPage;
}

/** The pages the menu's footer buttons open. */
export type MenuPage = 'instructions' | 'statistics' | 'settings';

/** A game's tile on the menu: its Play button (for the focus) and its heading (see addTile). */
interface MenuTile {
  play: Button;
  heading: TileHeading;
}

/**
 * A tile's title and blurb. With the picture on top they may move up into the picture's room, so that
 * a blurb needing more lines (phones, long languages) reads whole; the picture then shrinks to fit above.
 */
class TileHeading {
  private liftedBy = 0;

  /** `need`: how far this tile's own blurb needs them to move up. */
  constructor(
    private readonly title: Phaser.GameObjects.Text,
    private readonly blurb: Phaser.GameObjects.Text | null,
    readonly need: number,
  ) {}

  /** Moves them up by `by` (at least `need`: a row lifts all its titles alike, so they stay level). */
  lift(by: number): void {
    this.title.y += this.liftedBy - by;
    if (this.blurb) this.blurb.y += this.liftedBy - by;
    this.liftedBy = by;
  }

  get lifted(): boolean {
    return this.liftedBy > 0;
  }

  /** The title's top edge in the tile: where a picture above it must end. */
  get top(): number {
    return this.title.y - this.title.height / 2;
  }
}

export class Menu extends Phaser.Scene {
  /** Everything of the current view (tiles or options); destroyed when the view changes. */
  private view: Phaser.GameObjects.Container | null = null;
  private focus!: FocusManager;
  private returning: GameId | null = null;
  private page: MenuPage | null = null;
  private optionsFor: GameId | null = null;
  private choices: Choices = {};
  /** The choices as the options view opened with them: once they differ, Start (a new game) leads. */
  private openedWith = '';
  private unsubscribe: Array<() => void> = [];
  /** Views still sliding in (see `newView`): the pointer waits until none is. */
  private arriving = 0;

  constructor() {
    super('Menu');
  }

  init(data: MenuData = {}): void {
    // The scene object is reused on every start: forget the previous run's (destroyed) view.
    this.view = null;
    this.returning = data.game ?? null;
    this.page = data.page ?? null;
    this.optionsFor = data.options ?? null;
    this.arriving = 0;
  }

  create(): void {
    addBackdrop(this);
    this.focus = FocusManager.for(this);
    accessible(this, { title: 'app.title' });
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
      // A restart (a resize) in the middle of a view's slide ends it: the input plugin outlives the
      // scene, so it must not stay off.
      if (this.arriving > 0 && !isTransitioning(this.game)) this.input.enabled = true;
      this.arriving = 0;
    });
  }

  /** The menu's title: hidden while a phone held sideways shows options that need its room. */
  private titleText: Phaser.GameObjects.Text | null = null;

  private get portrait(): boolean {
    return this.scale.height > this.scale.width;
  }

  /** A phone, upright or sideways: texts and targets keep to PHONE (the layout follows `portrait`). */
  private get phone(): boolean {
    return isPhone(this);
  }

  private addTitle(): void {
    const { width } = this.scale;
    const top = this.portrait ? 170 : this.phone ? 96 : 120;
    const title = (this.titleText = this.add
      .text(width / 2, top, t('app.title'), textStyle('title', { fontSize: this.portrait ? '120px' : this.phone ? '104px' : '112px' }))
      .setOrigin(0.5)
      .setShadow(0, 6, '#000000', 18, false, true)
      .setName('menu:title'));
    keepToastsBelow(this, title.getBounds().bottom);
  }

  /** Replaces the current view with a fresh container, sliding it in from `dir` (0 = fade only). */
  private newView(dir: number, animate: boolean): Phaser.GameObjects.Container {
    const old = this.view;
    if (old) {
      // What fades out takes no more presses: a press on it would act on the view just left (a row
      // the new view hides), or be lost to the new view drawn over it before the release.
      stopPresses(old);
      tweenTo(this, old, { alpha: 0, x: -dir * 120 }, 200).then(() => old.destroy());
    }
    this.focus.clear();
    const view = this.add.container(animate ? dir * 120 : 0, 0).setAlpha(animate ? 0 : 1);
    this.view = view;
    if (animate) {
      // The pointer waits until the new view is in: the second tap of a double tap on Play (or Back)
      // landed on the view it had just opened, not yet seen, and acted there. On a phone it set No
      // Thanks to six players or Gaps to winnable deals only (the option under Play), and Back's
      // opened the options of the tile under it again. Keys go on (the focus is on the new view).
      this.arriving++;
      this.input.enabled = false;
      void tweenTo(this, view, { alpha: 1, x: 0 }, 260).then(() => {
        if (--this.arriving > 0) return;
        // Not while the menu is being left: the change of scene has switched its input off.
        if (!this.sys.isActive() || isTransitioning(this.game)) return;
        this.input.enabled = true;
        // A press made before now, delivered late, is for the view this one replaced (pressGate.ts).
        openPresses(this);
      });
    }
    return view;
  }

  // ---------------------------------------------------------------- tiles

  private showTiles(animate = true): void {
    this.optionsFor = null;
    const view = this.newView(-1, animate);
    this.titleText?.setVisible(true);
    const { width, height } = this.scale;
    const portrait = this.portrait;
    const phone = this.phone;
    let focusFirst: Button | null = null;
    const tiles: MenuTile[] = [];
    const taglineY = portrait ? 265 : phone ? 176 : 202;
    view.add(this.add.text(width / 2, taglineY, t('app.tagline'), textStyle('body', { color: CSS.textDim, fontSize: portrait ? '44px' : phone ? `${PHONE.text + 4}px` : '34px' })).setOrigin(0.5));

    const grid = menuTileGrid(gameIds().length, width, height, phone);
    gameIds().forEach((game, i) => {
      const tile = this.addTile(view, game, grid.centres[i] as { x: number; y: number }, grid);
      tiles.push(tile);
      if (game === this.returning || (!this.returning && i === 0)) focusFirst = tile.play;
    });
    // The tiles' titles stay level: each moves up as far as the tile whose blurb needs it most.
    const lift = Math.max(0, ...tiles.map((tile) => tile.heading.need));
    for (const tile of tiles) tile.heading.lift(lift);

    const footY = portrait ? height - 120 : phone ? height - PHONE.target / 2 - 20 : height - 88;
    const footW = portrait ? 320 : phone ? 400 : 340;
    const items: Array<[MenuPage, string, () => void]> = [
      ['instructions', 'menu.instructions', () => goToScene(this, 'Instructions', { game: this.returning ?? undefined }, 'forward')],
      ['statistics', 'menu.statistics', () => goToScene(this, 'Statistics', {}, 'forward')],
      ['settings', 'menu.settings', () => goToScene(this, 'Settings', {}, 'forward')],
    ];
    items.forEach(([name, key, go], i) => {
      const b = new Button(this, width / 2 + (i - 1) * (footW + 30), footY, { label: t(key), onClick: go, width: footW, height: phone ? PHONE.target : 80, fontSize: phone ? 40 : undefined, variant: 'secondary' });
      b.setName(`menu:${name}`);
      view.add(b);
      if (name === this.page) focusFirst = b;
    });
    this.focus.setOnBack(null);
    if (focusFirst) this.focus.focus(focusFirst);
  }

  /**
   * One game's tile at `at`: its picture, name, blurb and Play button (returned, for the focus). A
   * wide tile (portrait, up to three games) has the picture on the left; otherwise it is on top.
   * Sizes follow the tile (the three-game tiles are the reference) and the orientation.
   */
  private addTile(view: Phaser.GameObjects.Container, game: GameId, at: { x: number; y: number }, grid: { w: number; h: number; side: boolean }): MenuTile {
    const { w: tileW, h: tileH, side } = grid;
    const portrait = this.portrait;
    const phone = this.phone;
    const k = side ? Math.min(tileW / 960, tileH / 430) : Math.min(tileW / 520, tileH / 620);
    // Type stays readable on a phone: in portrait it shrinks less than the tile.
    const f = phone ? Math.max(0.85, k) : Math.max(0.8, k);
    const tile = this.add.container(at.x, at.y);
    view.add(tile);
    tile.add(new Panel(this, 0, 0, tileW, tileH, { radius: 28 }));

    const artX = side ? -tileW / 2 + 225 * k : 0;
    // An upright portrait tile (four games and more) gives its text the lower half.
    const artY = side ? -10 * k : portrait ? -tileH * 0.26 : -tileH / 2 + 165 * k;
    const artScale = (side || portrait ? 0.78 : 1) * k;
    const info = gameInfo(game);
    const textX = side ? 200 * k : 0;
    const textW = side ? 500 * k : tileW - 70 * k;
    const titleY = side ? -tileH / 2 + 62 * k : portrait ? -tileH * 0.02 : 10 * k;
    const titleSize = (phone ? 64 : 58) * f;
    const title = this.add.text(textX, titleY, t(info.nameKey), textStyle('heading', { fontSize: `${Math.round(titleSize)}px`, color: '#f4d47c' })).setOrigin(0.5);
    tile.add(title);
    const blurbKey = `${info.nameKey}.blurb`;
    const button = phone ? { width: 380, height: PHONE.target, fontSize: 46 } : { width: 300, height: 84, fontSize: undefined };
    const buttonY = tileH / 2 - (phone ? 62 : 70) * f;
    let blurb: Phaser.GameObjects.Text | null = null;
    let need = 0;
    if (hasString(blurbKey)) {
      const fontSize = phone ? Math.max(PHONE.text, Math.round(38 * f)) : Math.round(30 * f);
      const style = textStyle('body', { fontSize: `${fontSize}px`, align: 'center', wordWrap: { width: textW, useAdvancedWrap: true }, color: '#dbe6dc' });
      const blurbY = titleY + titleSize * 0.8;
      blurb = this.add.text(textX, blurbY, t(blurbKey), style).setOrigin(0.5, 0);
      // Never under the button: as many lines as fit above it. A picture above the text first gives up
      // to a fifth of the tile (it shrinks), so the blurb reads whole ("Also Sequence…" on phones).
      const room = buttonY - (phone ? button.height : button.height * f) / 2 - 10 * f - blurbY;
      if (!side) need = Math.min(Math.max(0, blurb.height - room), tileH * 0.2);
      for (let lines = lineCount(blurb); lines > 1 && blurb.height > room + need; lines--) clampLines(blurb, lines - 1);
      tile.add(blurb);
    }
    const heading = new TileHeading(title, blurb, need);

    // Decoration, drawn in the frame after the menu's first: the tiles' names and buttons show and
    // work from that first frame, and the pictures (the menu's biggest drawing) fade in after it.
    this.game.events.once(Phaser.Core.Events.POST_RENDER, () => {
      void loadGameTable(game).then((table) => {
        if (!tile.scene) return; // The menu was laid out again (a resize) or left meanwhile.
        const art = addPicture(this, artX, artY, `menu:${game}`, table.menuPicture()).setScale(artScale).setName(`menu:art:${game}`);
        if (heading.lifted) {
          // The picture fits, smaller, between the tile's top and the lifted title.
          const top = -tileH / 2 + 16 * k;
          const room = heading.top - 10 * k - top;
          art.setScale(Math.min(artScale, room / art.height));
          art.setY(top + (room - art.displayHeight) / 2 + art.displayHeight * art.originY);
        }
        tile.addAt(art, 1);
        void tweenTo(this, art.setAlpha(0), { alpha: 1 }, 160);
      });
    });

    // A game left unfinished shows on its tile: its Resume waits behind Play (the options).
    const inProgress = peekSavedGame(game) !== null;
    if (inProgress) {
      const size = Math.round(phone ? PHONE.text : 24 * f);
      // Beside Play under the picture on a wide tile; else a tag on the top edge, clear of the picture.
      const [x, y] = side ? [artX, buttonY] : [tileW / 2 - 24 * k, -tileH / 2];
      const badge = this.add
        .text(x, y, t('menu.inProgress'), textStyle('body', { fontSize: `${size}px`, fontStyle: 'bold', color: '#1b1407', backgroundColor: '#e8c25c', padding: { x: size * 0.5, y: size * 0.25 } }))
        .setOrigin(side ? 0.5 : 1, 0.5)
        .setName(`menu:inProgress:${game}`);
      tile.add(badge);
    }

    const play = new Button(this, textX, buttonY, {
      label: t('menu.play'),
      a11yName: `${t('menu.play')}: ${t(info.nameKey)}${inProgress ? ` (${t('menu.inProgress')})` : ''}`,
      onClick: () => this.showOptions(game),
      width: Math.min(button.width * f, tileW - 40),
      // A finger's size on a phone, whatever the tile's.
      height: phone ? button.height : button.height * f,
      fontSize: button.fontSize,
    });
    play.setName(`menu:play:${game}`);
    tile.add(play);

    // The whole tile is a target too: a tap anywhere on it opens the options.
    const hit = this.add.zone(0, 0, tileW, tileH).setInteractive({ useHandCursor: true });
    onTap(hit, () => this.showOptions(game));
    tile.addAt(hit, 1);
    return { play, heading };
  }

  // ---------------------------------------------------------------- options

  private showOptions(game: GameId, animate = true): void {
    this.optionsFor = game;
    this.returning = game;
    this.choices = loadChoices(game);
    // Laid out again (animate false: a resize or a language change), the view keeps what it opened with.
    if (animate || !this.openedWith) this.openedWith = JSON.stringify(this.choices);
    this.buildOptions(game, animate, null);
    // While the player picks options, the table's code downloads and its card art is drawn.
    prefetchScene(this.game, sceneOf(game));
  }

  private buildOptions(game: GameId, animate: boolean, focusKey: string | null): void {
    const view = this.newView(animate ? 1 : 0, animate);
    const { width, height } = this.scale;
    const portrait = this.portrait;
    const phone = this.phone;
    const sideways = phone && !portrait;
    const rows = visibleRows(game, this.choices);
    const headH = portrait ? 200 : sideways ? 150 : 180;
    const footH = portrait ? 180 : sideways ? PHONE.target + 48 : 140;
    // Sideways: as many rows as fit beside each other in the screen's height (20 units spare).
    const grid = sideways ? sidewaysOptionGrid(rows.map((r) => r.values(this.choices).length), width, PHONE.target, height - 20 - headH - footH) : null;
    const panelW = portrait ? 1000 : (grid?.panelW ?? 1240);
    // Games playable online get a second row of buttons: Play online, Join a table (beside the others when sideways).
    const onlineH = gameInfo(game).online && !sideways ? (portrait ? PHONE.target + 36 : 96) : 0;
    // Centred in the room under the title, never reaching above it.
    const roomTop = portrait ? 290 : sideways ? 170 : 205;
    // Up to eight rows (Sequence Numbers for six: teams, answers and equations too) still fit the
    // landscape screen; the choices get lower with the rows (below). In portrait each choice is a
    // finger high: its name above it while the rows fit so, else beside it.
    const labelAbove = (extra: number): boolean => portrait && headH + rows.length * (PHONE.target + 70) + extra + footH + onlineH <= height - roomTop - 30;
    // A choice of many values (Sequence's eight player counts) wraps onto a second row on a phone.
    const choiceLines = (labelBeside: number): number[] => rows.map((row) => (portrait ? choiceRows(row.values(this.choices).length, panelW - 100 - labelBeside, PHONE.target) : 1));
    const aboveLines = choiceLines(0);
    const above = labelAbove(aboveLines.reduce((sum, n) => sum + (n - 1) * PHONE.target, 0));
    const labelBeside = portrait && !above ? 300 : 0;
    const lines = above ? aboveLines : choiceLines(labelBeside);
    const rowH = (i: number): number =>
      portrait ? (above ? PHONE.target + 70 : PHONE.target + 16) + ((lines[i] ?? 1) - 1) * PHONE.target : rows.length > 7 ? 68 : rows.length > 6 ? 76 : 82;
    const rowTops = rows.map((_, i) => rows.slice(0, i).reduce((sum, _r, k) => sum + rowH(k), 0));
    const panelH = headH + (grid ? grid.height : rows.reduce((sum, _r, i) => sum + rowH(i), 0)) + footH + onlineH;
    // Sideways, a panel too high for the room under the title takes the title's place.
    const underTitle = !grid || roomTop + panelH <= height - 10;
    this.titleText?.setVisible(underTitle);
    const cy = underTitle ? Math.max(roomTop + panelH / 2, (roomTop + height) / 2) : height / 2;
    const top = cy - panelH / 2;
    view.add(new Panel(this, width / 2, cy, panelW, panelH, { radius: 28 }));
    view.add(this.add.text(width / 2, top + (sideways ? 52 : 62), t(gameInfo(game).nameKey), textStyle('heading', { fontSize: portrait ? '72px' : sideways ? '58px' : '60px', color: '#f4d47c' })).setOrigin(0.5));
    view.add(this.add.text(width / 2, top + (portrait ? 135 : sideways ? 112 : 122), this.summary(game), textStyle('body', { color: CSS.textDim, fontSize: phone ? '40px' : '30px' })).setOrigin(0.5));

    let focusTarget: Choice<ChoiceValue> | Button | null = null;
    rows.forEach((row, i) => {
      const cell = grid?.cells[i];
      const y = cell ? top + headH + cell.y : top + headH + rowTops[i]! + rowH(i) / 2;
      const values = row.values(this.choices);
      const labelX = cell ? width / 2 + cell.x : portrait ? width / 2 - panelW / 2 + 50 : width / 2 - panelW / 2 + 60;
      const labelY = above ? y - rowH(i) / 2 + 30 : y;
      const label = this.add.text(labelX, labelY, t(row.labelKey), textStyle('body', { fontSize: phone ? '40px' : '34px' })).setOrigin(0, 0.5);
      if (labelBeside) wrapWords(label, t(row.labelKey), labelBeside - 20);
      if (cell) wrapWords(label, t(row.labelKey), cell.labelW - 20);
      view.add(label);
      const choiceW = cell ? cell.choiceW : portrait ? panelW - 100 - labelBeside : 640;
      const choiceX = cell ? width / 2 + cell.x + cell.labelW + cell.choiceW / 2 : portrait ? width / 2 + labelBeside / 2 : width / 2 + panelW / 2 - 60 - choiceW / 2;
      const choice = new Choice<ChoiceValue>(this, choiceX, above ? y + 26 : y, {
        options: values.map((v) => ({ value: v.value, label: v.label ?? t(v.labelKey ?? String(v.value)) })),
        value: this.choices[row.key] as ChoiceValue,
        a11yName: t(row.labelKey),
        width: choiceW,
        height: phone ? PHONE.target : Math.min(68, rowH(i) - 8),
        minFontSize: phone ? PHONE.text : undefined,
        minSegment: phone ? PHONE.target : undefined,
        onChange: (value) => {
          this.choices = normalizeChoices(game, { ...this.choices, [row.key]: value });
          saveChoices(game, this.choices);
          // Rows may appear or change (players → people at this screen); rebuild, keep focus. At once,
          // once the choice's own handlers are done: a rebuild left to the next frame replaced Start
          // under a press that came first, and the release, on the new Start, started nothing.
          queueMicrotask(() => this.buildOptions(game, false, row.key));
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
    const btnY = top + panelH - (portrait ? 96 : sideways ? footH / 2 + 6 : 80) - onlineH;
    const gap = 30;
    const btn = saved
      ? phone
        ? { width: 300, height: PHONE.target, fontSize: 42 }
        : { width: 330, height: 84 }
      : phone
        ? { width: sideways ? 360 : 420, height: PHONE.target, fontSize: 46 }
        : { width: 340, height: 84 };
    // Sideways, Play online and Join a table stand in the same row, after the others.
    const online = gameInfo(game).online && sideways ? 2 : 0;
    const count = (saved ? 3 : 2) + online;
    const xAt = (i: number): number => width / 2 + (i - (count - 1) / 2) * (btn.width + gap);
    const back = new Button(this, xAt(0), btnY, { label: t('common.back'), onClick: () => this.showTiles(), variant: 'secondary', ...btn });
    back.setName('menu:back');
    // With a game waiting, Resume leads until the options are changed: then they ask for a new game.
    const startLeads = !saved || JSON.stringify(this.choices) !== this.openedWith;
    const start = new Button(this, xAt(1), btnY, { label: t(saved ? 'menu.newGame' : 'common.start'), onClick: () => this.start(game), variant: startLeads ? 'primary' : 'secondary', ...btn });
    start.setName('menu:start');
    view.add([back, start]);
    let primary = start;
    if (saved) {
      const resume = new Button(this, xAt(2), btnY, { label: t('menu.resume'), onClick: () => goToScene(this, sceneOf(game), saved, 'forward'), ...btn, variant: startLeads ? 'secondary' : 'primary' });
      resume.setName('menu:resume');
      view.add(resume);
      if (!startLeads) primary = resume;
    }
    if (onlineH > 0 || online > 0) {
      const y = online ? btnY : top + panelH - (portrait ? PHONE.target / 2 + 24 : 74);
      const w = online ? btn.width : portrait ? 440 : 360;
      // Finger-high on a phone (44 CSS px), like the buttons above.
      const size = { width: w, height: phone ? PHONE.target : 72, fontSize: phone ? 38 : 28 };
      const at = (i: number): number => (online ? xAt(count - 2 + i) : width / 2 + (i - 0.5) * (w + gap));
      const playOnline = new Button(this, at(0), y, { label: t('menu.playOnline'), onClick: () => this.goOnline({ create: this.onlineTable(game) }), variant: 'ghost', ...size });
      const join = new Button(this, at(1), y, { label: t('menu.joinTable'), onClick: () => this.goOnline({ join: '' }), variant: 'ghost', ...size });
      playOnline.setName('menu:online');
      join.setName('menu:join');
      view.add([playOnline, join]);
    }
    if (!focusKey) focusTarget = primary;
    this.focus.setOnBack(() => this.showTiles());
    if (focusTarget) this.focus.focus(focusTarget);
  }

  private summary(game: GameId): string {
    if (peekSavedGame(game)) return t('menu.savedWaiting');
    return gameInfo(game).summary?.(this.choices, t) ?? '';
  }

  /** To the online lobby (its own chunk: the menu carries only these two buttons). */
  /** A new online table of the set-up shown; a game played together is dealt the deal it names. */
  private onlineTable(game: GameId): OnlineCreate {
    // The set-up only: the server deals from its own seed (and draws from it who begins).
    const options = setupOptions(game, this.choices);
    return { game, options, ...(playedTogether(gameInfo(game)) ? { deal: freshSeed(game, this.choices) } : {}) };
  }

  private goOnline(data: { create?: OnlineCreate; join?: string }): void {
    if (this.optionsFor) saveChoices(this.optionsFor, this.choices);
    goToScene(this, 'OnlineLobby', data, 'forward');
  }

  private start(game: GameId): void {
    saveChoices(game, this.choices);
    goToScene(this, sceneOf(game), toLaunch(game, this.choices, freshSeed(game, this.choices)), 'forward');
  }
}
