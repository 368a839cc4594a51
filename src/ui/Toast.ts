/** Short notices at the top of the screen. Stub: implementation follows. */
import type Phaser from 'phaser';

export type ToastKind = 'info' | 'error' | 'success';

export function showToast(scene: Phaser.Scene, text: string, kind: ToastKind = 'info', baseMs = 2400): void {
  void scene; void text; void kind; void baseMs;
}
