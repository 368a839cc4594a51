/**
 * Turns the events a move returned into animation: the played card flies to the discard pile, the
 * chip drops (or a removed chip lifts away), a completed sequence gets its line and glow, the new card
 * is drawn into the hand (or towards the computer player's seat). Also the opening deal.
 */
import Phaser from 'phaser';
import type { SequenceEvent } from '../../engine/sequence';
import { CARD_W, CardSprite, DEPTH, TEX, playSound, showToast } from '../../ui';
import { tweenTo, wait } from '../../ui/tween';
import { t, tOf } from '../../platform/i18n';
import type { BoardView } from './BoardView';
import { celebrateSequence } from './celebrations';
import type { HandView } from './HandView';
import type { PilesView } from './PilesView';
import type { TeamPanel } from './TeamPanel';

export interface AnimatorContext {
  /** Seat whose hand is shown at the bottom, and whether its faces are visible. */
  handSeat: number;
  handFaceUp: boolean;
  names: readonly string[];
  /** The seat of the person at this screen (-1: none). */
  you: number;
  teamNames: readonly string[];
}

export class EventAnimator {
  /** Told after each card played (for the "last move" line). */
  onMove: ((player: number, card: string) => void) | null = null;
  /** Told when a dead card has been exchanged (no chip moved). */
  onExchange: ((player: number) => void) | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly board: BoardView,
    private readonly hand: HandView,
    private readonly piles: PilesView,
    private readonly teams: TeamPanel,
  ) {}

  /** Set when the table is torn down (scene shutdown or restart): the views are gone. */
  private stopped = false;

  /** Stops at the next step: a move still animating when the scene shuts down must not touch destroyed views. */
  stop(): void {
    this.stopped = true;
  }

  /** Plays `events` in order; `played` is the sprite the person dropped, if the move was theirs. */
  async play(events: readonly SequenceEvent[], ctx: AnimatorContext, played?: CardSprite): Promise<void> {
    for (const ev of events) {
      if (this.stopped) return;
      switch (ev.type) {
        case 'discardDead':
          await this.discard(ev.player, ev.card, ctx, played);
          if (this.stopped) return;
          if (ev.player !== ctx.handSeat) showToast(this.scene, t('sequence.toast.exchanged', { name: ctx.names[ev.player] ?? '' }));
          this.onExchange?.(ev.player);
          break;
        case 'place': {
          const discarded = await this.discardBeforeChip(ev.player, ev.card, ctx, played);
          if (this.stopped) return;
          playSound('chip');
          this.board.clearLast();
          await Promise.all([this.board.dropChip(ev.row, ev.col, ev.team), discarded.flight]);
          if (this.stopped) return;
          this.board.markLast(ev.row, ev.col, false);
          this.onMove?.(ev.player, ev.card);
          break;
        }
        case 'remove': {
          const discarded = await this.discardBeforeChip(ev.player, ev.card, ctx, played);
          if (this.stopped) return;
          playSound('take');
          this.board.clearLast();
          await Promise.all([this.board.liftChip(ev.row, ev.col), discarded.flight]);
          if (this.stopped) return;
          this.board.markLast(ev.row, ev.col, true);
          this.onMove?.(ev.player, ev.card);
          break;
        }
        case 'sequence':
          playSound('win');
          await this.board.markSequence(ev.team, ev.cells);
          if (this.stopped) return;
          await celebrateSequence(this.scene, this.board, ev.team, ev.cells, t('sequence.celebrate.sequence'));
          if (this.stopped) return;
          showToast(this.scene, t('sequence.toast.sequence', { name: ctx.teamNames[ev.team] ?? '' }), 'success');
          break;
        case 'draw':
          await this.draw(ev.player, ev.card, ctx);
          break;
        case 'reshuffle':
          // The last reshuffle the draw rule allows warns that the game ends when this pile runs out.
          if (ev.last) showToast(this.scene, t('sequence.toast.reshuffleLast'), 'info', 5000);
          else showToast(this.scene, t('sequence.toast.reshuffle'));
          await this.piles.gather();
          break;
        case 'pass':
          showToast(this.scene, tOf('sequence.toast.pass', ev.player === ctx.you, { name: ctx.names[ev.player] ?? '' }));
          break;
        case 'turn':
          this.teams.setTurn(ev.player);
          break;
        case 'gameOver':
          this.teams.setTurn(-1);
          break;
      }
    }
  }

  /** The opening deal: one card at a time round the table, as `hands` lists them. */
  async deal(hands: readonly (readonly string[])[], startSeat: number, ctx: AnimatorContext): Promise<void> {
    const flights: Promise<void>[] = [];
    const rounds = Math.max(...hands.map((h) => h.length));
    const players = hands.length;
    for (let round = 0; round < rounds; round++) {
      for (let i = 0; i < players; i++) {
        const seat = (startSeat + i) % players;
        const code = hands[seat]?.[round];
        if (code === undefined) continue;
        playSound('deal');
        flights.push(seat === ctx.handSeat ? this.hand.receive(code, this.piles.drawPosition, this.piles.scale, ctx.handFaceUp) : this.flyBack(seat));
        await wait(this.scene, 70);
      }
    }
    await Promise.all(flights);
  }

  /**
   * The played card's flight to the discards, before its chip drops or lifts. Another player's card
   * lands first (what was played, then where); the person's own card flies while the chip drops at
   * once on the space just chosen, so the tap is answered where it was made. Resolves when the chip
   * may go, with the flight still to wait for.
   */
  private async discardBeforeChip(player: number, code: string, ctx: AnimatorContext, played?: CardSprite): Promise<{ flight: Promise<void> }> {
    const flight = this.discard(player, code, ctx, played);
    if (!played) await flight;
    return { flight };
  }

  private async discard(player: number, code: string, ctx: AnimatorContext, played?: CardSprite): Promise<void> {
    playSound('slide');
    const sprite = played ?? (player === ctx.handSeat && ctx.handFaceUp ? this.hand.find(code) : undefined);
    if (sprite) {
      if (this.hand.cards.includes(sprite)) this.hand.take(sprite);
      await this.piles.receive(sprite);
    } else {
      await this.piles.receiveFrom(code, this.teams.anchor(player));
    }
  }

  private async draw(player: number, code: string, ctx: AnimatorContext): Promise<void> {
    if (player === ctx.handSeat) {
      playSound('flip');
      await this.hand.receive(code, this.piles.drawPosition, this.piles.scale, ctx.handFaceUp);
    } else {
      await this.flyBack(player);
    }
  }

  /** A face-down card travels from the draw pile to a player's row and fades there. */
  private async flyBack(seat: number): Promise<void> {
    const from = this.piles.drawPosition;
    const to = this.teams.anchor(seat);
    const scale = this.piles.scale;
    const card = this.scene.add.image(from.x, from.y, TEX.cards, 'back').setScale(scale).setDepth(DEPTH.drag);
    await tweenTo(this.scene, card, { x: to.x, y: to.y, scale: (scale * 0.45 * CARD_W) / CARD_W, alpha: 0.2 }, 300);
    card.destroy();
  }
}
