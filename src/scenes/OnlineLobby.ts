/**
 * The online lobby: getting to a table and waiting at it until the game starts. It connects (create
 * a table from the menu's set-up, or join one by its code or link, or come back to this tab's seat
 * after a reload), asks the person's name once, and shows the table: its code and a copyable link,
 * the seats with who is connected, the game's options (the host changes them until the start; the
 * others see each change), and the host's controls (a computer player for an open seat, Sequence
 * teams, the turn timer, Start). When the server's first `game` message arrives, the game's
 * own table scene takes over with an online session. Everything a seat may do is the server's call:
 * a refusal comes back as a translated toast.
 */
import Phaser from 'phaser';
import '../platform/strings/online';
import type { GameId } from '../engine/core';
import { t } from '../platform/i18n';
import { gameInfo, type ChoiceValue, type OptionValue } from '../platform/gameRegistry';
import { ownsPageAddress, writePageAddress } from '../ui/pageAddress';
import { NoServerError, TableError, createTable, joinTable, serverUrl } from '../platform/online/connect';
import type { RoomLink } from '../platform/online/link';
import { lobbyOptionRows, optionsWith, type LobbyOptionRow } from '../platform/online/lobbyOptions';
import { loadPlayerName, savePlayerName } from '../platform/online/playerName';
import { CODE_LENGTH, MAX_NAME_LENGTH, type CreateOptions, type GameMessage, type LobbyMessage, type LobbySeat } from '../platform/online/protocol';
import { errorText } from '../platform/strings/online';
import { Button, CSS, Choice, PHONE, choiceRows, Panel, isPhone, showToast, textStyle, onSizeChange } from '../ui';
import { addBackdrop } from '../ui/backdrop';
import { bindDragScroll } from '../ui/dragScroll';
import { fitTextWidth } from '../ui/fitText';
import { connectionNotice } from '../ui/table/connectionNotice';
import { promptText } from '../ui/textPrompt';
import { goToScene } from '../ui/transition';
import { clearProbe, registerProbe, type Probe } from '../ui/runtime/testHook';

/** A table to create: the game, its options and (a game played together) the deal. */
export type OnlineCreate = Omit<CreateOptions, 'name' | 'game'> & { game: GameId };

export interface OnlineLobbyData {
  /** Create a table of this game with these engine options (the menu's set-up). */
  create?: OnlineCreate;
  /** Join the table with this code ('' asks for it). */
  join?: string;
  spectate?: boolean;
}

const TIMERS: (number | null)[] = [null, 30, 60];
/**
 * How long a change to the lobby waits for a press to be released before it is drawn anyway (ms):
 * longer than any tap or short scroll, short enough that a finger left resting hides no change long.
 */
const HOLD_MS = 3000;

/** Sizes of the lobby: a desktop's, and a phone's (upright or sideways: targets and texts of PHONE). */
interface LobbySizes {
  /** A phone's: option controls wrap onto rows of finger-wide segments, texts never shrink below PHONE.text. */
  phone: boolean;
  button: number;
  text: number;
  small: number;
  choice: number;
  /** The least font size and segment width a control may shrink to (a desktop's: Choice's own). */
  minFont?: number;
  minSegment?: number;
  /** The host's option control (its label above it). */
  optionChoice: number;
  /** The option label's middle and the control's top, below the row's top. */
  optionLabelY: number;
  optionControlY: number;
  seatRow: number;
  seatButton: number;
  seatFont: number;
  /** Widths of a seat's "+ Computer" / "Open seat" and team buttons (a desktop's two columns of seats: `narrow`). */
  fillW: number;
  teamW: number;
  narrow: { fillW: number; teamW: number; font: number };
  /** A seat's name: the size it starts from and the least it may shrink to, to fit beside the buttons. */
  nameFit: { from: number; min: number };
  /** The first seat row's middle, below the panel's top (the title, the code and the link above it). */
  seatsTop: number;
  /** The table's code, and the hint under it, below the panel's top. */
  codeY: number;
  hintGap: number;
  copyW: number;
  copyH: number;
  foot: number;
  /** The timer's row and the Leave/Start row, above the panel's bottom. */
  timerLift: number;
  buttonsLift: number;
  timerW: number;
  /** The "waiting for the host" text beside Leave. */
  waitFont: number;
  /** The Back (and Watch) button of a lobby that could not be joined. */
  backH: number;
}
const DESK: LobbySizes = {
  phone: false,
  button: 80,
  text: 30,
  small: 26,
  choice: 60,
  optionChoice: 56,
  optionLabelY: 14,
  optionControlY: 30,
  seatRow: 64,
  seatButton: 54,
  seatFont: 24,
  fillW: 220,
  teamW: 160,
  narrow: { fillW: 190, teamW: 130, font: 22 },
  nameFit: { from: 30, min: 20 },
  seatsTop: 290,
  codeY: 150,
  hintGap: 65,
  copyW: 300,
  copyH: 76,
  foot: 270,
  timerLift: 170,
  buttonsLift: 70,
  timerW: 360,
  waitFont: 28,
  backH: 84,
};
/** Between the table's code and the button that copies its link. */
const CODE_GAP = 40;
/** A phone's option row: its label's height above the control. */
const OPTION_LABEL_H = 44;
const PHONE_SIZES: LobbySizes = {
  phone: true,
  minFont: PHONE.text,
  minSegment: PHONE.target,
  button: PHONE.target,
  text: PHONE.text + 2,
  small: PHONE.text,
  choice: PHONE.target,
  optionChoice: PHONE.target,
  optionLabelY: 20,
  optionControlY: OPTION_LABEL_H,
  seatRow: PHONE.target + 16,
  seatButton: PHONE.target,
  seatFont: PHONE.text,
  // "+ Computer" on one line at PHONE.text.
  fillW: 310,
  teamW: 190,
  narrow: { fillW: 310, teamW: 190, font: PHONE.text },
  nameFit: { from: PHONE.text + 2, min: PHONE.text },
  seatsTop: 380,
  codeY: 170,
  hintGap: 90,
  // "Link kopieren", "Kopírovat odkaz" on one line.
  copyW: 420,
  copyH: PHONE.target,
  foot: 380,
  timerLift: 250,
  buttonsLift: 100,
  timerW: 480,
  waitFont: PHONE.text,
  backH: PHONE.target,
};

/** Rows the host's control for an option takes: a phone's wraps onto rows of finger-wide segments. */
function optionControlRows(row: LobbyOptionRow, width: number, m: LobbySizes): number {
  return m.minSegment ? choiceRows(row.values.length, width, m.minSegment) : 1;
}

export class OnlineLobby extends Phaser.Scene {
  private request: OnlineLobbyData = {};
  private link: RoomLink | null = null;
  private lobby: LobbyMessage | null = null;
  private view: Phaser.GameObjects.Container | null = null;
  private offs: Array<() => void> = [];
  private toTableStarted = false;
  /** How far the lobby is scrolled up (a phone's lobby of many seats is taller than the screen). */
  private scrolled = 0;
  private maxScroll = 0;
  /** A lobby that came while a press was down, drawn on its release (`show`), and its time limit. */
  private held: LobbyMessage | null = null;
  private holdLimit: Phaser.Time.TimerEvent | null = null;

  constructor() {
    super('OnlineLobby');
  }

  init(data: OnlineLobbyData = {}): void {
    this.request = data;
    this.link = null;
    this.lobby = null;
    this.view = null;
    this.offs = [];
    this.toTableStarted = false;
    this.scrolled = 0;
    this.maxScroll = 0;
    this.held = null;
    this.holdLimit = null;
  }

  create(): void {
    addBackdrop(this);
    this.message(t('online.connecting'));
    // The tests read the table around the game as the lobby's notation; the buttons are found by name.
    const probe: Probe = { notation: () => JSON.stringify(this.lobby), locate: () => null };
    registerProbe(probe);
    onSizeChange(this, () => this.lobby && this.render(this.lobby));
    this.bindScrolling();
    this.input.on(Phaser.Input.Events.POINTER_UP, () => this.releaseHeld());
    this.input.on(Phaser.Input.Events.POINTER_UP_OUTSIDE, () => this.releaseHeld());
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      clearProbe(probe);
      for (const off of this.offs) off();
    });
    void this.connect();
  }

  private get portrait(): boolean {
    return this.scale.height > this.scale.width;
  }

  // ---------------------------------------------------------------- connecting

  private async connect(): Promise<void> {
    const name = loadPlayerName() || (await this.ask(t('online.namePrompt'), MAX_NAME_LENGTH, 'name'));
    if (name === null) return this.back();
    savePlayerName(name);
    const { create, spectate } = this.request;
    let code = this.request.join?.toUpperCase() ?? '';
    if (!create && !code) {
      const asked = await this.ask(t('online.codePrompt'), CODE_LENGTH, 'code', true);
      if (asked === null) return this.back();
      code = asked;
    }
    try {
      this.link = create ? await createTable({ ...create, name }) : await joinTable(code, { name, spectate: spectate === true });
    } catch (err) {
      if (!this.sys.isActive()) return;
      if (err instanceof NoServerError) return this.problem(t('online.noServer', { url: err.url }));
      if (err instanceof TableError) return this.problem(errorText({ code: err.code, message: err.message }), ['tableFull', 'tableOver'].includes(err.code) ? code : null);
      return this.problem(t('online.noServer', { url: serverUrl() }));
    }
    const link = this.link;
    if (!this.sys.isActive()) return link.leave();
    this.writeAddress(link.code);
    this.offs.push(
      link.on('lobby', (lobby) => this.show(lobby)),
      link.on('game', (game) => this.toTable(game)),
      connectionNotice(this, link, { top: () => 0, onMenu: () => this.back() }),
      link.on('error', (error) => {
        showToast(this, errorText(error), 'error');
        // A refused pick (options, timer, team) shows the table as the server still has it.
        const shown = this.held ?? this.lobby;
        if (shown) this.show(shown);
      }),
    );
    const game = link.latest('game');
    const lobby = link.latest('lobby');
    if (lobby) this.show(lobby);
    // Back after a reload in the middle of a game: straight to the table.
    if (game && lobby?.phase !== 'lobby') this.toTable(game);
  }

  private async ask(label: string, maxLength: number, name: string, upper = false): Promise<string | null> {
    // The question alone on the felt ("Connecting…" is not under way yet, and showed under the box).
    this.message('');
    const answer = await promptText(this, { label, maxLength, name, upper, ok: t('online.ok'), cancel: t('online.cancel') });
    if (answer !== null && this.sys.isActive()) this.message(t('online.connecting'));
    return answer;
  }

  private toTable(first: GameMessage): void {
    const lobby = this.link?.latest('lobby');
    if (!this.link || !lobby || this.toTableStarted) return;
    this.toTableStarted = true;
    const launch = { game: lobby.game, options: lobby.options, seed: 'online', seats: [], online: { link: this.link, lobby, first } };
    goToScene(this, gameInfo(lobby.game).scene.key, launch, 'forward');
  }

  private back(): void {
    this.link?.leave();
    this.writeAddress(null);
    goToScene(this, 'Menu', {}, 'back');
  }

  /** The page's own address carries the table (`?room=CODE`), so a reload comes back to it. */
  private writeAddress(code: string | null): void {
    if (!ownsPageAddress(this)) return;
    const url = new URL(globalThis.location.href);
    if (code) url.searchParams.set('room', code);
    else url.searchParams.delete('room');
    writePageAddress(this, url.toString());
  }

  private tableUrl(code: string): string {
    const url = new URL(globalThis.location.href);
    url.search = '';
    url.searchParams.set('room', code);
    return url.toString();
  }

  // ---------------------------------------------------------------- drawing

  private fresh(): Phaser.GameObjects.Container {
    this.view?.destroy();
    this.view = this.add.container(0, 0);
    return this.view;
  }

  private message(text: string): void {
    const view = this.fresh();
    const { width, height } = this.scale;
    view.add(this.add.text(width / 2, height / 2, text, textStyle('body', { fontSize: '40px', align: 'center', wordWrap: { width: width * 0.8 } })).setOrigin(0.5).setName('online:status'));
  }

  /** A problem that ends the attempt: said plainly, with the way back to the menu (play stays possible there). */
  private problem(text: string, watchable: string | null = null): void {
    this.message(text);
    const y = this.scale.height / 2 + 160;
    const x = this.scale.width / 2;
    const back = new Button(this, watchable ? x - 180 : x, y, { label: t('common.back'), onClick: () => this.back(), width: 320, height: this.sizes().backH, variant: watchable ? 'secondary' : 'primary' });
    back.setName('online:back');
    this.view?.add(back);
    if (watchable) {
      // A full or finished table can still be watched.
      const watch = new Button(this, x + 180, y, { label: t('online.watch'), onClick: () => this.scene.restart({ join: watchable, spectate: true }), width: 320, height: this.sizes().backH });
      this.view?.add(watch.setName('online:watch'));
    }
  }

  private sizes(): LobbySizes {
    return isPhone(this) ? PHONE_SIZES : DESK;
  }

  /**
   * Draws `lobby`, or holds it while a press is down. The lobby is drawn afresh on every change, so a
   * change arriving under a finger (a guest coming in as the host pressed Start) replaced the control
   * it had pressed, and the release, on the new one, pressed nothing. It is drawn once the press is
   * released (after the control's own handler), or after HOLD_MS, so a resting finger hides no change.
   */
  private show(lobby: LobbyMessage): void {
    this.held = lobby;
    if (this.input.manager.pointers.some((pointer) => pointer.isDown)) {
      this.holdLimit ??= this.time.delayedCall(HOLD_MS, () => this.releaseHeld());
      return;
    }
    this.releaseHeld();
  }

  private releaseHeld(): void {
    // The limit is this hold's own: left running, it would draw a later hold under its press.
    this.holdLimit?.remove();
    this.holdLimit = null;
    const lobby = this.held;
    this.held = null;
    if (lobby && this.sys.isActive()) this.render(lobby);
  }

  private render(lobby: LobbyMessage): void {
    this.lobby = lobby;
    const view = this.fresh();
    const { width, height } = this.scale;
    const portrait = this.portrait;
    const m = this.sizes();
    const phone = m.phone;
    const isHost = lobby.you !== null && lobby.you === lobby.host && lobby.phase === 'lobby';
    const options = lobbyOptionRows(lobby.game, lobby.options);
    // The game's options: beside the seats in landscape, under them in portrait (label above its control).
    const columns = !portrait && lobby.seats.length > 6 ? 2 : 1;
    const optW = portrait ? 920 : phone ? 640 : columns === 2 ? 480 : 560;
    // The host's rows hold a control under the label (a phone's wraps onto rows of finger-wide
    // segments); the others read the value beside it.
    const optRowH = (row: LobbyOptionRow): number => {
      if (!isHost) return phone ? 80 : portrait ? 72 : 56;
      return phone ? m.optionControlY + optionControlRows(row, optW, m) * m.optionChoice + 26 : portrait ? 124 : 96;
    };
    const optTops: number[] = [];
    const optH = options.reduce((h, row) => (optTops.push(h), h + optRowH(row)), 0) + (options.length > 0 && portrait ? 30 : 0);
    // A phone held sideways gives the seats the whole width beside the options (its controls are wider).
    const wideSeats = phone && !portrait ? Math.min(1700, width - 60 - (options.length > 0 ? optW + 40 : 0)) : 0;
    const seatsW = portrait ? 1000 : wideSeats || (columns === 2 ? 1360 : 1240);
    const panelW = portrait || options.length === 0 ? seatsW : seatsW + optW + 40;
    // A phone's seat rows are a finger high where the host has buttons in them; the others' hold text only.
    const rowH = phone ? (isHost ? m.seatRow : 84) : portrait ? 96 : 64;
    const rows = Math.ceil(lobby.seats.length / columns);
    const seatsH = rows * rowH;
    const middleH = portrait ? seatsH + optH : Math.max(seatsH, optH - 20);
    const panelH = m.seatsTop + middleH + m.foot;
    // Taller than the screen (a phone's many seats): from the top, and scrolled (bindScrolling).
    this.maxScroll = Math.max(0, panelH + 80 - height);
    this.scrolled = Math.min(this.scrolled, this.maxScroll);
    view.y = -this.scrolled;
    const top = Math.max(40, (height - panelH) / 2);
    const cx = width / 2;
    const left = cx - panelW / 2;
    view.add(new Panel(this, cx, top + panelH / 2, panelW, panelH, { radius: 28 }));
    view.add(this.add.text(cx, top + 60, `${t(gameInfo(lobby.game).nameKey)} · ${t('online.title')}`, textStyle('heading', { fontSize: portrait ? '56px' : '50px', color: CSS.gold })).setOrigin(0.5));
    const codeY = top + m.codeY;
    // The code and the link's button side by side, the pair centred (codes and labels differ in width).
    const code = this.add.text(0, codeY, lobby.code, textStyle('title', { fontSize: '88px' })).setOrigin(0.5).setName('online:code');
    const pairLeft = cx - (code.width + CODE_GAP + m.copyW) / 2;
    code.x = pairLeft + code.width / 2;
    view.add(code);
    // Under the code and the link's button together: a long translation keeps inside the panel.
    const hint = textStyle('small', { fontSize: `${m.small}px`, align: 'center', wordWrap: { width: panelW - 80 } });
    view.add(this.add.text(cx, codeY + m.hintGap, t('online.shareHint'), hint).setOrigin(0.5));
    const copy = new Button(this, pairLeft + code.width + CODE_GAP + m.copyW / 2, codeY, { label: t('online.copyLink'), icon: '⤴', onClick: () => void this.copyLink(lobby.code), width: m.copyW, height: m.copyH, variant: 'secondary' });
    copy.setName('online:copy');
    view.add(copy);

    const colW = (seatsW - 80) / columns;
    lobby.seats.forEach((seat, i) => {
      const col = Math.floor(i / rows);
      const x = left + 40 + col * colW;
      const y = top + m.seatsTop + (i % rows) * rowH;
      this.seatRow(view, lobby, seat, i, x, y, colW - 20, isHost, m);
    });
    const optX = portrait ? left + 40 : left + seatsW;
    const optY = portrait ? top + m.seatsTop + seatsH - (phone ? rowH / 2 - 20 : 0) : top + m.seatsTop - (phone ? rowH / 2 : 28);
    options.forEach((row, i) => this.optionRow(view, lobby, row, optX, optY + optTops[i]!, optW, isHost, m));

    const footY = top + panelH - m.timerLift;
    const timerText = (s: number | null): string => (s === null ? t('online.timerOff') : t('online.timerOn', { n: s }));
    const timerLabel = this.add.text(left + 40, footY, t('online.timer'), textStyle('body', { fontSize: `${m.text}px` })).setOrigin(0, 0.5);
    view.add(timerLabel);
    const timerX = Math.max(left + 240, timerLabel.x + timerLabel.width + 20);
    if (isHost) {
      const timer = new Choice<number | null>(this, timerX + m.timerW / 2, footY, {
        options: TIMERS.map((s) => ({ value: s, label: timerText(s) })),
        value: lobby.turnSeconds,
        width: m.timerW,
        height: m.choice,
        minFontSize: m.minFont,
        onChange: (seconds) => this.link?.send('setTurnTimer', { seconds }),
      });
      timer.setName('online:timer');
      view.add(timer);
    } else {
      view.add(this.add.text(phone ? timerX : left + 300, footY, timerText(lobby.turnSeconds), textStyle('body', { fontSize: `${m.text}px` })).setOrigin(0, 0.5));
    }
    // In portrait the spectators go above the timer's row (the timer's control takes its width).
    const spectators = this.add.text(left + panelW - 40, phone && portrait ? footY - 100 : footY, t('online.spectators', { n: lobby.spectators }), textStyle('small', { fontSize: `${m.small}px` }));
    view.add(spectators.setOrigin(1, 0.5));

    const btnY = top + panelH - m.buttonsLift;
    const leave = new Button(this, cx - 200, btnY, { label: t('online.leave'), onClick: () => this.back(), width: 320, height: m.button, variant: 'secondary' });
    leave.setName('online:leave');
    view.add(leave);
    if (isHost) {
      const start = new Button(this, cx + 200, btnY, { label: t('online.start'), onClick: () => this.link?.send('start', {}), width: 320, height: m.button });
      start.setName('online:start');
      view.add(start);
    } else {
      const wait = lobby.you === null ? t('online.spectating') : t('online.waitHost');
      view.add(this.add.text(cx + 200, btnY, wait, textStyle('body', { fontSize: `${m.waitFont}px`, align: 'center', wordWrap: { width: 420 } })).setOrigin(0.5));
    }
  }

  /** A lobby taller than the screen scrolls: dragged (a finger) or with the wheel. */
  private bindScrolling(): void {
    bindDragScroll(this, {
      accepts: () => this.maxScroll > 0,
      position: () => this.scrolled,
      scrollTo: (y) => {
        this.scrolled = Phaser.Math.Clamp(y, 0, this.maxScroll);
        if (this.view) this.view.y = -this.scrolled;
      },
    });
  }

  /**
   * One of the game's options: the host picks (the server checks it, and everyone's lobby follows);
   * the others read the value. `y` is the row's top; the label sits above its control.
   */
  private optionRow(view: Phaser.GameObjects.Container, lobby: LobbyMessage, row: LobbyOptionRow, x: number, y: number, w: number, isHost: boolean, m: LobbySizes): void {
    const label = (v: OptionValue): string => v.label ?? t(v.labelKey ?? String(v.value));
    if (!isHost) {
      const value = row.values.find((v) => v.value === row.value);
      const font = `${Math.max(28, m.small)}px`;
      view.add(this.add.text(x, y + 14, t(row.labelKey), textStyle('body', { fontSize: font })).setOrigin(0, 0.5));
      view.add(this.add.text(x + w, y + 14, value ? label(value) : String(row.value), textStyle('body', { fontSize: font, fontStyle: 'bold', color: CSS.gold })).setOrigin(1, 0.5).setName(`online:opt-value:${row.key}`));
      return;
    }
    view.add(this.add.text(x, y + m.optionLabelY, t(row.labelKey), textStyle('small', { fontSize: `${m.small}px` })).setOrigin(0, 0.5));
    // Placed by its top, under the label: a phone's control may wrap onto several rows (minSegment).
    const rows = optionControlRows(row, w, m);
    const controlY = y + m.optionControlY + (rows * m.optionChoice) / 2;
    const choice = new Choice<ChoiceValue>(this, x + w / 2, controlY, {
      options: row.values.map((v) => ({ value: v.value, label: label(v) })),
      value: row.value,
      width: w,
      height: m.optionChoice,
      minFontSize: m.minFont,
      minSegment: m.minSegment,
      a11yName: t(row.labelKey),
      onChange: (value) => this.link?.send('setOptions', { options: optionsWith(lobby.game, lobby.options, row.key, value) }),
    });
    view.add(choice.setName(`online:opt:${row.key}`));
  }

  /** One seat: presence dot, name, who it is, and the host's control for it. */
  private seatRow(view: Phaser.GameObjects.Container, lobby: LobbyMessage, seat: LobbySeat, i: number, x: number, y: number, w: number, isHost: boolean, m: LobbySizes): void {
    const present = seat.kind === 'computer' || (seat.kind === 'human' && seat.connected);
    // Presence: a green dot for a connected person (and a computer player), grey for nobody or someone away.
    view.add(this.add.text(x + 14, y, '●', textStyle('body', { fontSize: `${m.text}px`, color: present ? CSS.success : '#6b7570' })).setOrigin(0.5).setName(`online:dot-${i}`));
    const tags = [i === lobby.you ? t('online.you') : '', i === lobby.host ? t('online.host') : ''].filter(Boolean).join(', ');
    const who = seat.kind === 'open' ? t('online.open') : seat.kind === 'computer' ? t('online.computer', { level: t(`menu.level.${seat.level ?? 'medium'}`) }) : seat.name;
    const label = this.add.text(x + 40, y, tags ? `${who} (${tags})` : who, textStyle('body', { fontSize: `${m.text}px`, color: seat.kind === 'open' ? CSS.textDim : CSS.text })).setOrigin(0, 0.5);
    view.add(label.setName(`online:seat-${i}`));
    // Two columns of seats beside the options leave less room: narrower controls.
    const { fillW, teamW, font } = w < 700 ? m.narrow : { fillW: m.fillW, teamW: m.teamW, font: m.seatFont };
    let right = x + w;
    if (isHost && seat.kind !== 'human') {
      const fill = seat.kind === 'open';
      const b = new Button(this, right - fillW / 2, y, { label: fill ? t('online.addComputer') : t('online.openSeat'), onClick: () => this.link?.send('fillSeat', { seat: i, level: fill ? 'medium' : null }), width: fillW, height: m.seatButton, variant: 'secondary', fontSize: font });
      view.add(b.setName(`online:fill-${i}`));
      right -= fillW + 20;
    }
    if (seat.team !== null) {
      const teams = Number(lobby.options.teams ?? 2);
      const text = t('online.team', { n: seat.team + 1 });
      if (isHost) {
        const b = new Button(this, right - teamW / 2, y, { label: text, onClick: () => this.link?.send('setTeam', { seat: i, team: (seat.team! + 1) % teams }), width: teamW, height: m.seatButton, variant: 'ghost', fontSize: font });
        view.add(b.setName(`online:team-${i}`));
        right -= teamW + 16;
      } else {
        const team = this.add.text(right - 10, y, text, textStyle('small', { fontSize: `${m.small}px` })).setOrigin(1, 0.5);
        view.add(team);
        right -= team.width + 26;
      }
    }
    fitTextWidth(label, right - (x + 40), m.nameFit);
  }

  private async copyLink(code: string): Promise<void> {
    const url = this.tableUrl(code);
    try {
      await globalThis.navigator.clipboard.writeText(url);
      showToast(this, t('online.copied'), 'success');
    } catch {
      showToast(this, url, 'info', 8000);
    }
  }
}
