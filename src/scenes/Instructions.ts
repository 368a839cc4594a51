/**
 * The rules of each game in our own words, with small illustrations made from the real card
 * sprites. The text sits in a scrolling viewport (a second camera), so it reads well on a phone
 * in portrait and on a desktop: scroll with the wheel, by dragging, or with ↑/↓, PgUp/PgDn,
 * Home/End and Space. The tabs switch games in place (←/→ when focused); Esc goes back to the menu.
 */
import Phaser from 'phaser';
import type { GameId } from '../engine/core';
import { gameIds, gameInfo } from '../platform/gameRegistry';
import { t, onLanguageChange } from '../platform/i18n';
import { Button, Choice, COLORS, FocusManager, PHONE, addPicture, isPhone, textStyle, onSizeChange, tweenTo } from '../ui';
import { accessible } from '../ui/a11y';
import { loadedGameTable, loadGameTables } from '../ui/gameTable';
import { addBackdrop } from '../ui/backdrop';
import { bindDragScroll } from '../ui/dragScroll';
import { ShapeImage } from '../ui/ShapeImage';
import { goToScene } from '../ui/transition';
import { animMs } from '../platform/settings';
import type { MenuData } from './Menu';

/**
 * Everything the page shows, loaded before it first opens (src/embed/mount.ts registers it so):
 * every registered game's table part and its rules strings.
 */
export async function loadInstructions(): Promise<void> {
  const tables = await loadGameTables();
  await Promise.all([...tables.values()].map((table) => table.instructions.loadStrings?.()));
}

export interface InstructionsData {
  game?: GameId;
}

export class Instructions extends Phaser.Scene {
  private game_: GameId = gameIds()[0] ?? '';
  private viewport!: Phaser.Cameras.Scene2D.Camera;
  private contentHeight = 0;
  private scrollTarget = 0;
  private bar!: ShapeImage;
  private barTrack!: ShapeImage;
  private area = { x: 0, y: 0, w: 0, h: 0 };
  /** The rules of the game shown, in the scrolling column (seen only through the viewport camera). */
  private content!: Phaser.GameObjects.Container;
  private column = { width: 0, portrait: false };
  /** True while the column's text is built: what is added then belongs to the viewport. */
  private buildingContent = false;

  constructor() {
    super('Instructions');
  }

  init(data: InstructionsData = {}): void {
    this.game_ = data.game ?? this.game_;
    // The tabs are the registered games (a game seen before may be gone: a test's fixture).
    if (!gameIds().includes(this.game_)) this.game_ = gameIds()[0] ?? '';
    this.scrollTarget = 0;
  }

  create(): void {
    const { width, height } = this.scale;
    const portrait = height > width;
    const focus = FocusManager.for(this);
    accessible(this, { title: 'menu.instructions', text: () => this.rulesText(this.game_) });
    addBackdrop(this);

    // Header: back, title and the game tabs. The main camera shows only these.
    const back = (): void => goToScene(this, 'Menu', { page: 'instructions' } satisfies MenuData, 'back');
    // A phone held sideways: one header row (back, title, tabs), finger-high, and phone-sized text.
    const sideways = !portrait && isPhone(this);
    const phone = portrait || sideways;
    const headerH = portrait ? 400 : sideways ? 190 : 200;
    const tabsW = portrait ? 980 : 900;
    const tabsX = sideways ? width - 40 - tabsW / 2 : width / 2;
    const titleX = portrait ? width / 2 + 110 : sideways ? (300 + tabsX - tabsW / 2) / 2 : width / 2;
    this.add.text(titleX, portrait ? 96 : sideways ? 92 : 70, t('menu.instructions'), textStyle('title', { fontSize: phone ? '80px' : '72px' })).setOrigin(0.5);
    new Button(this, phone ? 150 : 170, portrait ? 96 : sideways ? 92 : 70, { label: t('common.back'), onClick: back, width: phone ? 240 : 220, height: phone ? PHONE.target : 76, variant: 'secondary' }).setName('rules:back');
    const games = gameIds();
    const tabs = new Choice<GameId>(this, tabsX, portrait ? 270 : sideways ? 92 : 158, {
      options: games.map((g) => ({ value: g, label: t(gameInfo(g).nameKey) })),
      value: this.game_,
      a11yName: t('menu.instructions'),
      width: tabsW,
      height: phone ? PHONE.target : 72,
      minFontSize: phone ? PHONE.text : undefined,
      minSegment: phone ? PHONE.target : undefined,
      // Switching games swaps the text in place: the header stays, and takes clicks all along.
      onChange: (g) => this.showGame(g),
    }).setName('rules:tabs');
    focus.setOnBack(back);
    focus.focus(tabs);

    // The scrolling column of text and figures, seen through a second camera.
    const columnW = Math.min(portrait ? 960 : sideways ? 1500 : 1200, width - 80);
    // (`portrait` of the column means phone-sized text: upright or sideways.)
    this.column = { width: columnW, portrait: phone };
    this.area = { x: (width - columnW) / 2 - 20, y: headerH + 10, w: columnW + 40, h: height - headerH - 30 };
    const content = this.buildContent(this.game_, columnW, phone);
    this.content = content;
    const area = this.area;
    const rim = new ShapeImage(this).draw((g) => g.fillStyle(COLORS.panel, 0.55).fillRoundedRect(area.x - 20, area.y - 10, area.w + 40, area.h + 20, 24));
    rim.setDepth(-10);
    // Track and thumb as images (the thumb moves; a Graphics would be re-tessellated every frame).
    this.barTrack = new ShapeImage(this).draw((g) => g.fillStyle(COLORS.feltDark, 0.9).fillRoundedRect(area.x + area.w + 4, area.y, 10, area.h, 5));
    this.bar = new ShapeImage(this);

    this.cameras.main.ignore(content);
    this.viewport = this.cameras.add(this.area.x, this.area.y, this.area.w, this.area.h);
    // Everything but the text: the header and what widgets made before it (the focus ring, drawn at
    // the tabs, showed a second time over the text).
    this.viewport.ignore(this.children.list.filter((o) => o !== content));
    // Whatever appears later (focus ring, toasts) belongs to the fixed layer, not the scrolling text.
    const keepOutOfViewport = (obj: Phaser.GameObjects.GameObject): void => {
      if (!this.buildingContent) this.viewport.ignore(obj);
    };
    this.events.on(Phaser.Scenes.Events.ADDED_TO_SCENE, keepOutOfViewport);
    this.viewport.setScroll(-20, -10);
    this.setScroll(0, true);
    this.bindScrolling();

    const offLanguage = onLanguageChange(() => goToScene(this, 'Instructions', { game: this.game_ }));
    const relayout = (): void => {
      this.scene.restart({ game: this.game_ });
    };
    onSizeChange(this, relayout);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.events.off(Phaser.Scenes.Events.ADDED_TO_SCENE, keepOutOfViewport);
      offLanguage();
    });
  }

  /** Shows another game's rules in the scrolling column, from the top (the tab's onChange). */
  private showGame(game: GameId): void {
    if (game === this.game_) return;
    this.game_ = game;
    this.content.destroy();
    this.buildingContent = true;
    try {
      this.content = this.buildContent(game, this.column.width, this.column.portrait);
    } finally {
      this.buildingContent = false;
    }
    this.cameras.main.ignore(this.content);
    // A short fade of the new text (it does not hold back any input).
    this.content.setAlpha(0);
    void tweenTo(this, this.content, { alpha: 1 }, 160);
    this.setScroll(0, true);
  }

  /** One game's rules as plain text, section by section (read by a screen reader in the parallel layer). */
  private rulesText(game: GameId): string {
    const sections = loadedGameTable(game)?.instructions.sections ?? [];
    return sections.flatMap((s) => (s.startsWith('figure:') ? [] : [`${t(`rules.${game}.${s}.title`)}. ${t(`rules.${game}.${s}.body`)}`])).join('\n');
  }

  /** Lays out one game's rules top to bottom from y = 0; returns the objects (all in one container). */
  private buildContent(game: GameId, columnW: number, portrait: boolean): Phaser.GameObjects.Container {
    const content = this.add.container(0, 0);
    let y = 10;
    const table = loadedGameTable(game);
    for (const section of table?.instructions.sections ?? []) {
      if (section.startsWith('figure:')) {
        const { node, height } = this.figure(game, section.slice('figure:'.length), columnW, portrait);
        node.setPosition(columnW / 2, y);
        content.add(node);
        y += height + 30;
        continue;
      }
      const title = this.add.text(0, y, t(`rules.${game}.${section}.title`), textStyle('heading', { fontSize: portrait ? '54px' : '44px', color: '#f4d47c' }));
      y += title.height + 14;
      const body = this.add.text(0, y, t(`rules.${game}.${section}.body`), textStyle('body', { fontSize: portrait ? '42px' : '34px', lineSpacing: 12, wordWrap: { width: columnW, useAdvancedWrap: true } }));
      y += body.height + 44;
      content.add([title, body]);
    }
    this.contentHeight = y;
    return content;
  }

  /**
   * A small picture of cards, cells and chips (one image) with its caption under it, from the node's
   * y = 0 down; `height` is the room the two take in the column. The caption hangs from the picture's
   * foot: anchored at its own foot in a fixed box, a 3-line German caption grew up over the cards.
   */
  private figure(game: GameId, name: string, columnW: number, portrait: boolean): { node: Phaser.GameObjects.Container; height: number } {
    const node = this.add.container(0, 0);
    const figure = loadedGameTable(game)?.instructions.figures?.[name];
    const items = figure?.items() ?? [];
    if (!figure || items.length === 0) return { node, height: 0 };
    const picture = addPicture(this, 0, 0, `rules:${game}:${name}`, items).setName('rules:figure');
    const bounds = picture.getBounds();
    picture.setY(10 - bounds.y);
    const caption = this.add
      .text(0, 10 + bounds.height + 16, t(figure.captionKey), textStyle('small', { fontSize: portrait ? '36px' : '28px', align: 'center', wordWrap: { width: columnW - 40, useAdvancedWrap: true } }))
      .setOrigin(0.5, 0)
      .setName('rules:caption');
    node.add([picture, caption]);
    return { node, height: caption.y + caption.height + 20 };
  }

  private maxScroll(): number {
    return Math.max(0, this.contentHeight - this.area.h + 20);
  }

  /** Scrolls to `y` (clamped), gliding unless `instant`, and redraws the scroll bar. */
  private setScroll(y: number, instant = false): void {
    this.scrollTarget = Phaser.Math.Clamp(y, 0, this.maxScroll());
    const to = this.scrollTarget - 10;
    this.tweens.killTweensOf(this.viewport);
    if (instant) this.viewport.scrollY = to;
    else this.tweens.add({ targets: this.viewport, scrollY: to, duration: animMs(160), ease: 'Cubic.easeOut' });
    this.drawBar();
  }

  private drawBar(): void {
    const max = this.maxScroll();
    this.barTrack.setVisible(max > 0);
    this.bar.setVisible(max > 0);
    if (max <= 0) return;
    const { x, y, w, h } = this.area;
    const thumbH = Math.max(60, (h * h) / (h + max));
    const thumbY = y + ((h - thumbH) * this.scrollTarget) / max;
    this.bar.setPosition(x + w + 4, thumbY).draw((g) => g.fillStyle(COLORS.gold, 0.9).fillRoundedRect(0, 0, 10, thumbH, 5));
  }

  private bindScrolling(): void {
    const page = this.area.h * 0.85;
    bindDragScroll(this, {
      accepts: (p) => p.x >= this.area.x && p.x <= this.area.x + this.area.w + 20 && p.y >= this.area.y && p.y <= this.area.y + this.area.h,
      position: () => this.scrollTarget,
      scrollTo: (y, by) => {
        if (by === 'wheel') return this.setScroll(y);
        // A drag follows the finger at once.
        this.scrollTarget = Phaser.Math.Clamp(y, 0, this.maxScroll());
        this.tweens.killTweensOf(this.viewport);
        this.viewport.scrollY = this.scrollTarget - 10;
        this.drawBar();
      },
    });
    const keys = this.input.keyboard;
    if (!keys) return;
    keys.on('keydown-DOWN', () => this.setScroll(this.scrollTarget + 90));
    keys.on('keydown-UP', () => this.setScroll(this.scrollTarget - 90));
    keys.on('keydown-PAGE_DOWN', () => this.setScroll(this.scrollTarget + page));
    keys.on('keydown-SPACE', () => this.setScroll(this.scrollTarget + page));
    keys.on('keydown-PAGE_UP', () => this.setScroll(this.scrollTarget - page));
    keys.on('keydown-HOME', () => this.setScroll(0));
    keys.on('keydown-END', () => this.setScroll(this.maxScroll()));
  }
}
