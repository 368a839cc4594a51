/**
 * How the player moves cards: drag a card into a gap (the legal gaps glow; anything else snaps back
 * with the "illegal" sound), tap a card to send it to its only gap, tap a gap to bring the card that
 * fits it, double-tap any card to redeal when stuck (as the rules say), and the same with the
 * keyboard (arrows to a card or gap, Enter). When a tap is ambiguous (a 2 and several leftmost gaps)
 * the choices glow and the next tap picks one. Every question about legality goes to the engine.
 */
import Phaser from 'phaser';
import { SUIT_SYMBOLS, suitOf, type CardCode } from '../../engine/core';
import { isLockedAt, findCard, mustRedeal, type GapsMove, type GapsPos, type GapsState } from '../../engine/gaps';
import { t } from '../../platform/i18n';
import { animMs } from '../../platform/settings';
import { CardSprite, DragController, FocusManager, playSound, pressTime, showToast, withinDoubleTap, type DropTarget, type Focusable } from '../../ui';
import type { GapSlot } from './GapSlot';
import type { TableauView } from './TableauView';

type CardMove = Extract<GapsMove, { type: 'move' }>;

export interface TableInputHost {
  /** The game in progress (the table session). */
  readonly session: { readonly state: GapsState; legalMoves(): GapsMove[] };
  readonly view: TableauView;
  /** True while the table takes no input (an animation runs, a dialog is open, the game is over). */
  isBusy(): boolean;
  /** Plays a person's move (an illegal one sounds so and changes nothing). */
  play(move: GapsMove): void;
  /** The move the last hint showed, if it still applies. */
  hintedMove(): GapsMove | null;
}

export class TableInput {
  readonly drag: DragController<CardSprite>;
  /** A 2 waiting for the player to pick its gap, or a gap waiting for the player to pick its 2. */
  private pending: { card: CardCode } | { gap: GapsPos } | null = null;
  /**
   * The last tap on a card: when, at which place, and which card while it can still start a double
   * tap (a new position forgets the card, not the time and place: see `tapGap`).
   */
  private lastTap: { at: number | null; card: string; place: GapsPos | null } = { at: null, card: '', place: null };

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly host: TableInputHost,
  ) {
    this.drag = new DragController<CardSprite>(scene, {
      targets: (card) => this.movesOf(card.id as CardCode).map((m) => this.host.view.slot(m.to)),
      canDrop: (card, target) => this.moveTo(card.id as CardCode, target) !== null,
      onDrop: (card, target) => {
        const move = this.moveTo(card.id as CardCode, target);
        if (move) this.host.play(move);
      },
      onCancel: (card) => this.explainCancel(card),
      onTap: (card) => this.tapCard(card.id as CardCode),
      canDrag: (card) => !this.host.isBusy() && !this.isLocked(card.id as CardCode),
      onDragStart: () => this.clearPending(),
    });
    const focus = FocusManager.for(scene);
    // Tab order: the tableau first (the Keys help says Tab goes to the cards and on to the buttons),
    // places row by row (a card or, where there is none, its gap). The arrows keep to the tableau and
    // stop at its edges; Tab leaves it.
    const places: Focusable[] = [];
    for (const line of host.view.slots) for (const slot of line) {
      slot.onActivate = (byPointer) => this.tapGap(slot, byPointer);
      places.push(slot);
    }
    for (const card of host.view.cards.values()) {
      this.drag.attach(card);
      card.onActivate = () => this.tapCard(card.id as CardCode);
      places.push(card);
    }
    focus.addFirst(places);
    for (const place of places) focus.setArrowGroup(place, host.view);
  }

  private get state() {
    return this.host.session.state;
  }

  /** The legal moves of one card (the engine's list, filtered). */
  private movesOf(card: CardCode): CardMove[] {
    return this.host.session.legalMoves().filter((m): m is CardMove => m.type === 'move' && m.card === card);
  }

  private movesInto(gap: GapsPos): CardMove[] {
    return this.host.session.legalMoves().filter((m): m is CardMove => m.type === 'move' && m.to.row === gap.row && m.to.col === gap.col);
  }

  private moveTo(card: CardCode, target: DropTarget): CardMove | null {
    return this.movesOf(card).find((m) => this.host.view.slot(m.to) === target) ?? null;
  }

  private isLocked(card: CardCode): boolean {
    const pos = findCard(this.state.rows, card);
    return pos !== null && isLockedAt(this.state.settings, this.state.rows, pos);
  }

  private canRedeal(): boolean {
    return mustRedeal(this.state);
  }

  tapCard(card: CardCode): void {
    if (this.host.isBusy()) return;
    const double = this.lastTap.card !== '' && withinDoubleTap(this.lastTap.at);
    this.lastTap = { at: pressTime(), card, place: findCard(this.state.rows, card) };
    if (this.canRedeal()) {
      if (double) this.host.play({ type: 'redeal' });
      return;
    }
    // The hinted card goes where the hint showed (a 2 may have several gaps to choose from).
    const hinted = this.host.hintedMove();
    if (hinted?.type === 'move' && hinted.card === card && !this.pending) return this.host.play(hinted);
    const pending = this.pending;
    if (pending && 'gap' in pending) {
      const chosen = this.movesInto(pending.gap).find((m) => m.card === card);
      this.clearPending();
      if (chosen) return this.host.play(chosen);
    }
    this.clearPending();
    const moves = this.movesOf(card);
    if (moves.length === 1) return this.host.play(moves[0]!);
    const sprite = this.host.view.card(card);
    if (moves.length > 1) {
      // A 2 with several empty leftmost places: the player chooses the row.
      this.pending = { card };
      sprite?.setHighlight('selected');
      for (const m of moves) this.host.view.slot(m.to).setHighlight('legal');
      showToast(this.scene, t('gaps.pickGap'));
      return;
    }
    playSound('illegal');
    if (sprite) this.shake(sprite);
    if (this.isLocked(card)) showToast(this.scene, t('gaps.locked', { card: cardLabel(card) }));
  }

  tapGap(slot: GapSlot, byPointer = false): void {
    if (this.host.isBusy() || !slot.open) return;
    // The second tap of a double tap on a card lands on the place the card has just left: it is part
    // of the double tap, not a tap on that gap (it had filled the gap with the next card, a move the
    // person never asked for). Enter on a gap the focus moved to still fills it (the keyboard's chain).
    const { at, place } = this.lastTap;
    if (byPointer && place?.row === slot.row && place.col === slot.col && withinDoubleTap(at)) return;
    const gap = { row: slot.row, col: slot.col };
    const pending = this.pending;
    if (pending && 'card' in pending) {
      const chosen = this.movesOf(pending.card).find((m) => m.to.row === gap.row && m.to.col === gap.col);
      this.clearPending();
      if (chosen) return this.host.play(chosen);
    }
    this.clearPending();
    const moves = this.movesInto(gap);
    if (moves.length === 1) return this.host.play(moves[0]!);
    if (moves.length > 1) {
      this.pending = { gap };
      slot.setHighlight('selected');
      for (const m of moves) this.host.view.card(m.card)?.setHighlight('legal');
      showToast(this.scene, t('gaps.pickTwo'));
      return;
    }
    playSound('illegal');
    slot.shake();
    if (!this.canRedeal()) showToast(this.scene, t('gaps.nothingFits'));
  }

  /**
   * After a move (or undo, redo, restart): keyboard play goes on in the tableau, never on the top bar.
   * The focus on the gap a move just filled goes to the gap the card left when a card fits that one
   * (the next move to make), else to the card now in the filled place; a focused card keeps the focus
   * wherever it went; any other place that cannot be reached any more hands it to the nearest one that
   * can. Focus outside the tableau (a toolbar button) stays where it is.
   */
  keepFocus(move?: { card: CardCode; from: GapsPos; to: GapsPos }): void {
    const focus = FocusManager.for(this.scene);
    const current = focus.focused;
    const { view } = this.host;
    const places: Focusable[] = [...view.slots.flat(), ...view.cards.values()];
    if (!current || !places.includes(current) || current.isFocusable()) return;
    if (move && current === view.slot(move.to)) {
      const left = view.slot(move.from);
      const next = left.isFocusable() && this.movesInto(move.from).length > 0 ? left : view.card(move.card);
      if (next?.isFocusable()) return focus.focus(next);
    }
    const from = current.getFocusRect();
    let best: Focusable | null = null;
    let bestDistance = Infinity;
    for (const place of places) {
      if (!place.isFocusable()) continue;
      const r = place.getFocusRect();
      const d = Math.hypot(r.centerX - from.centerX, r.centerY - from.centerY);
      if (d < bestDistance) {
        bestDistance = d;
        best = place;
      }
    }
    if (best) focus.focus(best);
  }

  /** After a drop that did not count: say why when the card cannot move at all. */
  private explainCancel(sprite: CardSprite): void {
    const card = sprite.id as CardCode;
    if (this.movesOf(card).length > 0) return; // it had a gap: the glow showed where
    const name = cardLabel(card);
    if (this.isLocked(card)) showToast(this.scene, t('gaps.locked', { card: name }));
    else if (!this.canRedeal()) showToast(this.scene, t('gaps.noMove', { card: name }));
  }

  /** The position changed: forget selections and the first tap of a double-tap. */
  forgetPosition(): void {
    this.lastTap = { ...this.lastTap, card: '' };
    this.clearPending();
  }

  /** Esc / Back while a 2 waits for its row (or a gap for its 2): the choice is dropped. True if one was. */
  cancelChoice(): boolean {
    if (!this.pending) return false;
    this.clearPending();
    return true;
  }

  clearPending(): void {
    const p = this.pending;
    this.pending = null;
    if (!p) return;
    for (const line of this.host.view.slots) for (const s of line) s.setHighlight('none');
    for (const c of this.host.view.cards.values()) if (c.highlight !== 'hint') c.setHighlight('none');
  }

  setEnabled(on: boolean): void {
    this.drag.setEnabled(on);
  }

  private shake(sprite: CardSprite): void {
    const x = sprite.home.x;
    this.scene.tweens.add({ targets: sprite, x: x + 7, duration: animMs(45), yoyo: true, repeat: 2, onComplete: () => sprite.setX(x) });
  }
}

/** "7♥" — the rank and suit symbol, readable in every language. */
export function cardLabel(card: CardCode): string {
  return `${card[0] === 'T' ? '10' : card[0]}${SUIT_SYMBOLS[suitOf(card)]}`;
}
