/**
 * The person's turn: drag a card onto a lit space (or a dead card onto the discard pile), or tap a
 * card and then a space, or do the same with the keyboard (arrows/Tab to a card, Enter, arrows to a
 * space, Enter; Esc cancels). The engine says which spaces a card can act on and which cards are
 * dead; this class only turns gestures into a move and hands it to the scene, which submits it to the
 * table session (the engine checks it there; a refused move leaves everything as it was).
 */
import Phaser from 'phaser';
import { canTurnInDead, cardRole, deadCards, targetsFor, type SequenceMove, type SequenceState } from '../../engine/sequence';
import { CardSprite, DragController, FocusManager, showToast, type DropTarget } from '../../ui';
import { t } from '../../platform/i18n';
import { speak } from '../../ui/a11y';
import type { BoardView } from './BoardView';
import type { HandView } from './HandView';
import type { PilesView } from './PilesView';
import type { CellTarget } from './CellTarget';
import { SELECTED_LIFT } from './layout';

export interface InputHooks {
  /** A status line for the current step (i18n key; null: none, while the person's move plays). */
  status(key: string | null): void;
  /** Whether the "exchange dead card" button should show. */
  exchangeAvailable(on: boolean): void;
  /** The board click zone turns on while a move is awaited (tests wait for it too). */
  awaiting(on: boolean): void;
  /** Whether the table takes a person's input now (the scene's input policy). */
  accepts(): boolean;
  /** Plays `move` made with `card`; false when it was refused (the card then goes back). */
  submit(move: SequenceMove, card: CardSprite): boolean;
}

export class HumanInput {
  private readonly drag: DragController<CardSprite>;
  private readonly focus: FocusManager;
  private state: SequenceState | null = null;
  private selected: CardSprite | null = null;
  /** Set while the person at `state.toMove` is asked for a move. */
  private armed = false;
  private attached = new Set<CardSprite>();
  /** Cells lit as a preview while the pointer rests on a card. */
  private previewed: CellTarget[] = [];
  /** The armed space under a finger on the board (see `aim`). */
  private aimed: CellTarget | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly board: BoardView,
    private readonly hand: HandView,
    private readonly piles: PilesView,
    private readonly hooks: InputHooks,
  ) {
    this.focus = FocusManager.for(scene);
    this.drag = new DragController<CardSprite>(scene, {
      targets: (card) => {
        // A drag replaces any tap selection, so a release over the board is not also a click.
        this.endPreview();
        this.clearSelection(false);
        return this.targetsOf(card);
      },
      canDrop: (card, target) => this.targetsOf(card).includes(target),
      onDrop: (card, target) => this.submitTo(card, target),
      onTap: (card) => this.toggle(card, false),
      // Back into its fan slot (it may have been lifted by a selection before the drag).
      onCancel: () => void this.hand.place(),
      canDrag: (card) => this.active && card.faceUp,
    });
    this.drag.setEnabled(false);
    for (const cell of board.cells) {
      cell.onActivate = () => this.activateCell(cell);
      this.focus.add(cell);
      // The arrows go from lit space to lit space and stop at the board's edge (Tab leaves the board).
      this.focus.setArrowGroup(cell, board);
    }
    piles.onDiscardActivate = () => {
      if (this.selected) this.submitTo(this.selected, piles.discardTarget);
    };
    this.focus.add(piles.discardFocus);
  }

  get active(): boolean {
    return this.armed && this.hooks.accepts();
  }

  /** The person at `state.toMove` is asked for a move: the hand and the board take their gestures. */
  begin(state: SequenceState): void {
    this.state = state;
    this.armed = true;
    this.syncCards();
    this.drag.setEnabled(true);
    const dead = canTurnInDead(state) && deadCards(state).length > 0;
    this.hooks.exchangeAvailable(dead);
    this.hooks.status(dead ? 'sequence.status.deadAvailable' : 'sequence.status.yourTurn');
    this.hooks.awaiting(true);
  }

  /** Stops taking gestures (a move was made, or the scene is leaving). */
  stop(): void {
    this.endPreview();
    this.clearSelection();
    this.armed = false;
    this.drag.setEnabled(false);
    this.hooks.awaiting(false);
    this.hooks.exchangeAvailable(false);
  }

  /** A click on the board while a card is selected. */
  clickBoard(x: number, y: number): void {
    if (!this.active || !this.selected) return;
    const cell = this.board.cellAt(x, y);
    if (cell?.armed) this.activateCell(cell);
    else if (cell) showToast(this.scene, t('sequence.toast.illegal'), 'error');
  }

  /** Whether a card is picked and waits for a space (a finger on the board then aims with the magnifier). */
  get picking(): boolean {
    return this.active && this.selected !== null;
  }

  /** Makes the armed space under (x, y) glow brighter: the one a lifted finger plays (null: none). */
  aim(x: number | null, y = 0): void {
    const cell = x === null ? null : this.board.cellAt(x, y);
    const next = cell?.armed ? cell : null;
    if (next === this.aimed) return;
    if (this.aimed?.armed) this.aimed.setHighlight('legal');
    this.aimed = next;
    next?.setHighlight('target');
  }

  /** The "exchange dead card" button: the selected card if it is dead, else the first dead card. */
  exchange(): void {
    if (!this.active || !this.state || !canTurnInDead(this.state)) return;
    const dead = new Set(deadCards(this.state));
    const selectedCode = this.selected?.getData('code') as string | undefined;
    const card = selectedCode && dead.has(selectedCode) ? this.selected : this.hand.cards.find((c) => dead.has(c.getData('code') as string));
    if (card) this.submitTo(card, this.piles.discardTarget);
  }

  /** Esc: cancels a selection; returns false when there was nothing to cancel. */
  cancel(): boolean {
    if (!this.selected) return false;
    const card = this.selected;
    this.clearSelection();
    this.focus.focus(card);
    return true;
  }

  /** The table is laid out again: a selection or preview is put down (the cards move to new places). */
  putDown(): void {
    this.endPreview();
    this.clearSelection(false);
  }

  destroy(): void {
    this.stop();
    this.drag.destroy();
  }

  /** Makes the current hand sprites draggable and focusable (the hand changes every turn). */
  private syncCards(): void {
    for (const card of this.attached) {
      if (this.hand.cards.includes(card)) continue;
      this.drag.detach(card);
      this.focus.remove(card);
      card.onActivate = null;
      card.off(Phaser.Input.Events.GAMEOBJECT_POINTER_OVER).off(Phaser.Input.Events.GAMEOBJECT_POINTER_OUT);
      this.attached.delete(card);
    }
    for (const card of this.hand.cards) {
      if (this.attached.has(card)) continue;
      this.drag.attach(card);
      card.onActivate = () => this.toggle(card, true);
      card.on(Phaser.Input.Events.GAMEOBJECT_POINTER_OVER, () => this.preview(card));
      card.on(Phaser.Input.Events.GAMEOBJECT_POINTER_OUT, () => this.endPreview());
      this.focus.add(card);
      // The arrows go along the hand and stop at its ends (Tab leaves it).
      this.focus.setArrowGroup(card, this.hand);
      this.attached.add(card);
    }
  }

  /** Resting the pointer on a card shows where it could go (before any tap or drag). */
  private preview(card: CardSprite): void {
    if (!this.active || this.selected || this.drag.dragging || !card.faceUp) return;
    this.endPreview();
    this.previewed = this.targetsOf(card).filter((t): t is CellTarget => t !== this.piles.discardTarget);
    for (const cell of this.previewed) cell.setHighlight('hint');
  }

  private endPreview(): void {
    for (const cell of this.previewed) if (!cell.armed && !this.drag.dragging) cell.setHighlight('none');
    this.previewed = [];
  }

  private targetsOf(card: CardSprite): DropTarget[] {
    const state = this.state;
    if (!state || !this.active) return [];
    const code = card.getData('code') as string;
    const out: DropTarget[] = targetsFor(state, code).map(([r, c]) => this.board.cell(r, c));
    if (canTurnInDead(state) && deadCards(state).includes(code)) out.push(this.piles.discardTarget);
    return out;
  }

  private toggle(card: CardSprite, viaKeyboard: boolean): void {
    if (!this.active || !card.faceUp) return;
    this.endPreview();
    if (this.selected === card) {
      this.clearSelection();
      return;
    }
    this.clearSelection();
    const code = card.getData('code') as string;
    const role = cardRole(code);
    const targets = this.targetsOf(card);
    if (targets.length === 0) {
      // Nothing this card can do now (a one-eyed jack with no opponent chip on the board, a dead card
      // that cannot be exchanged): it stays in the hand, and the focus stays on it. Said as well as
      // shown: to a screen-reader user the status line's change alone is silence.
      const why = role === 'remove' ? 'sequence.status.nothingToRemove' : 'sequence.status.noTarget';
      this.hooks.status(why);
      speak(this.scene, t(why));
      return;
    }
    this.selected = card;
    card.setHighlight('selected');
    void card.slideTo(card.home.x, card.home.y - SELECTED_LIFT, { baseMs: 140, setHome: false });
    let firstCell: CellTarget | null = null;
    for (const target of targets) {
      if (target === this.piles.discardTarget) {
        this.piles.discardArmed = true;
        target.setHighlight?.('legal');
        continue;
      }
      const cell = target as CellTarget;
      cell.mode = role === 'remove' ? 'remove' : 'place';
      cell.armed = true;
      cell.setHighlight('legal');
      firstCell ??= cell;
    }
    const key = this.piles.discardArmed
      ? 'sequence.status.selectedDead'
      : role === 'remove'
        ? 'sequence.status.selectedRemove'
        : role === 'wild'
          ? 'sequence.status.selectedWild'
          : 'sequence.status.selectedPlace';
    this.hooks.status(key);
    if (viaKeyboard) this.focus.focus(firstCell ?? (this.piles.discardArmed ? this.piles.discardFocus : null));
  }

  /** Drops the selection; `settle` puts the lifted card back (not while it is being dragged). */
  private clearSelection(settle = true): void {
    this.aimed = null;
    const card = this.selected;
    this.selected = null;
    if (card?.active) {
      card.setHighlight('none');
      if (settle) void card.slideTo(card.home.x, card.home.y, { baseMs: 140 });
    }
    for (const cell of this.board.cells) {
      if (!cell.armed) continue;
      cell.armed = false;
      cell.setHighlight('none');
    }
    if (this.piles.discardArmed) this.piles.discardTarget.setHighlight('none');
    this.piles.discardArmed = false;
  }

  private activateCell(cell: CellTarget): void {
    if (this.selected && cell.armed) this.submitTo(this.selected, cell);
  }

  /** Builds the move for `card` on `target` and hands it to the scene (the engine checks it there). */
  private submitTo(card: CardSprite, target: DropTarget): void {
    if (!this.state || !this.active) return;
    const code = card.getData('code') as string;
    let move: SequenceMove;
    if (target === this.piles.discardTarget) move = { type: 'deadDiscard', card: code };
    else {
      const cell = target as CellTarget;
      move = { type: cardRole(code) === 'remove' ? 'remove' : 'place', card: code, row: cell.row, col: cell.col };
    }
    if (!this.hooks.submit(move, card)) {
      void card.snapBack();
      return;
    }
    this.selected = null;
    card.setHighlight('none');
    this.stop();
    // What the step asked ("choose a lit space…") is done: the move plays, then the next turn speaks.
    this.hooks.status(null);
  }
}
