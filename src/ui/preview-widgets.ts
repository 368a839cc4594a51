/**
 * Development preview of the widgets (art-preview.html?sheet=widgets): a few cards with drag and drop
 * onto two slots (only the left one accepts), buttons, a dialog, toasts, a choice, a slider, chips and
 * score badges. Used for screenshots and manual checks; not part of the game build.
 */
import Phaser from 'phaser';
import {
  Button,
  CardSprite,
  Chip,
  Choice,
  DragController,
  FocusManager,
  RectTarget,
  ScoreBadge,
  showDialog,
  showToast,
  Slider,
  COLORS,
  textStyle,
  SLOT_FRAME,
  teamChipFrame,
  NT_CHIP_FRAME,
  type DropTarget,
} from './index';

export function buildWidgetPreview(scene: Phaser.Scene): void {
  const log = (msg: string): void => {
    (window as unknown as { uiLog: string[] }).uiLog.push(msg);
  };
  (window as unknown as { uiLog: string[] }).uiLog = [];

  scene.add.image(300, 300, 'cards', SLOT_FRAME).setScale(0.8);
  scene.add.image(560, 300, 'cards', SLOT_FRAME).setScale(0.8);
  const good = new RectTarget(scene, 'good', 300, 300, 160, 224);
  const bad = new RectTarget(scene, 'bad', 560, 300, 160, 224);
  const cards = ['AS', 'QH', 'KD'].map((code, i) => new CardSprite(scene, 300 + i * 130, 700, { texture: 'cards', frame: code, id: code }).setScale(0.8).setDepth(10 + i));
  const back = new CardSprite(scene, 820, 700, { texture: 'nt', frame: '27', id: 'nt27', faceUp: false }).setScale(0.8);
  cards[1]!.setHighlight('hint');
  cards[2]!.setLocked(true);
  const drag = new DragController<CardSprite>(scene, {
    targets: () => [good, bad],
    canDrop: (_c, t: DropTarget) => t.id === 'good',
    onDrop: (c, t) => {
      log(`drop ${c.id} on ${t.id}`);
      const b = t.getBounds();
      void c.slideTo(b.centerX, b.centerY);
    },
    onCancel: (c) => log(`cancel ${c.id}`),
    onTap: (c) => {
      log(`tap ${c.id}`);
      void c.flip(!c.faceUp);
    },
  });
  for (const c of [...cards, back]) drag.attach(c);
  (window as unknown as { uiProbe: unknown }).uiProbe = {
    card: (id: string) => {
      const c = [...cards, back].find((k) => k.id === id)!;
      const b = c.getBounds();
      return { x: b.centerX, y: b.centerY, faceUp: c.faceUp };
    },
  };

  const focus = FocusManager.for(scene);
  focus.setOnBack(() => log('back'));
  (window as unknown as { fm: unknown }).fm = focus;
  new Button(scene, 1200, 160, { label: 'Show dialog', onClick: () => void showDialog(scene, { title: 'New game?', text: 'The current game will be lost. Start a new one anyway?', buttons: [{ label: 'New game', value: 'yes' }, { label: 'Cancel', value: 'no' }] }).then((v) => log(`dialog ${v}`)) });
  new Button(scene, 1560, 160, { label: 'Toast', icon: '✦', variant: 'secondary', onClick: () => showToast(scene, 'Not your turn yet', 'error') });
  new Button(scene, 1200, 270, { label: 'Success', variant: 'ghost', onClick: () => showToast(scene, 'Game saved', 'success') });
  new Button(scene, 1560, 270, { label: 'Disabled', variant: 'danger', onClick: () => log('disabled clicked') }).setEnabled(false);
  new Choice(scene, 1380, 400, { options: [{ value: 'slow', label: 'Slow' }, { value: 'normal', label: 'Normal' }, { value: 'fast', label: 'Fast' }], value: 'normal', onChange: (v) => log(`choice ${v}`) });
  new Slider(scene, 1380, 500, { value: 0.7, onChange: (v) => log(`slider ${v.toFixed(2)}`) });
  [0, 1, 2].forEach((t) => new Chip(scene, 1200 + t * 120, 620, { frame: teamChipFrame(t) }));
  new Chip(scene, 1560, 620, { frame: NT_CHIP_FRAME, count: 11, label: 'Chips' });
  const a = new ScoreBadge(scene, 1300, 780, { name: 'Alice', score: 12, color: COLORS.team[0] }).setTurn(true).setSubtitle('11 chips');
  new ScoreBadge(scene, 1640, 780, { name: 'Computer (hard)', score: -4, color: COLORS.team[2] });
  scene.time.delayedCall(300, () => a.setScore(31));
  scene.add.text(60, 960, 'Drag a card onto the left slot (legal) or the right one (illegal). Tab / arrows / Enter / Esc work.', textStyle('small'));
}
