/**
 * Asks for a short line of text (a name, a table code) in a small form over the canvas. A real HTML
 * input, because typing belongs to the browser: phone keyboards, autofill, paste, IME, screen
 * readers. It closes with the scene (a table change never leaves it behind).
 */
import Phaser from 'phaser';
import { COLORS, FONT } from './theme';

export interface TextPromptOptions {
  label: string;
  value?: string;
  maxLength: number;
  ok: string;
  cancel: string;
  /** Letters shown in capitals as they are typed (codes). */
  upper?: boolean;
  /** Its Phaser-like name for the tests: the input gets `data-name`. */
  name: string;
}

const hex = (n: number): string => `#${n.toString(16).padStart(6, '0')}`;

/** The text given (trimmed, never empty), or null when cancelled. */
export function promptText(scene: Phaser.Scene, opts: TextPromptOptions): Promise<string | null> {
  const canvas = scene.game.canvas;
  const host = canvas.parentElement ?? document.body;
  const form = document.createElement('form');
  form.setAttribute('role', 'dialog');
  form.setAttribute('aria-label', opts.label);
  Object.assign(form.style, {
    position: 'absolute',
    left: '50%',
    top: '40%',
    transform: 'translate(-50%, -50%)',
    zIndex: '10',
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    padding: '20px 22px',
    width: 'min(360px, 86%)',
    boxSizing: 'border-box',
    background: hex(COLORS.panel),
    border: `2px solid ${hex(COLORS.gold)}`,
    borderRadius: '14px',
    font: `16px ${FONT}`,
    color: '#f4efe2',
    boxShadow: '0 10px 30px rgba(0,0,0,.45)',
  } satisfies Partial<CSSStyleDeclaration>);
  if (getComputedStyle(host).position === 'static') host.style.position = 'relative';
  const label = document.createElement('label');
  label.textContent = opts.label;
  label.style.fontWeight = 'bold';
  const input = document.createElement('input');
  input.value = opts.value ?? '';
  input.maxLength = opts.maxLength;
  input.dataset.name = opts.name;
  input.setAttribute('autocomplete', opts.upper ? 'off' : 'nickname');
  if (opts.upper) input.style.textTransform = 'uppercase';
  Object.assign(input.style, { font: `20px ${FONT}`, padding: '8px 10px', minHeight: '44px', borderRadius: '8px', border: '1px solid #888', width: '100%', boxSizing: 'border-box' });
  label.append(document.createElement('br'), input);
  const row = document.createElement('div');
  Object.assign(row.style, { display: 'flex', gap: '10px', justifyContent: 'flex-end' });
  const button = (text: string, primary: boolean): HTMLButtonElement => {
    const b = document.createElement('button');
    b.type = primary ? 'submit' : 'button';
    b.textContent = text;
    Object.assign(b.style, {
      font: `bold 17px ${FONT}`,
      padding: '8px 16px',
      // A finger's target on a phone (44 CSS px, as PHONE in theme.ts).
      minHeight: '44px',
      minWidth: '88px',
      borderRadius: '10px',
      border: 'none',
      cursor: 'pointer',
      background: primary ? hex(COLORS.gold) : '#3a4a40',
      color: primary ? '#1b1b22' : '#f4efe2',
    });
    return b;
  };
  const cancel = button(opts.cancel, false);
  const ok = button(opts.ok, true);
  row.append(cancel, ok);
  form.append(label, row);
  host.append(form);
  // Phaser's keyboard would take the keys typed here (Space, Enter, letters) for the table.
  const keyboard = scene.input.keyboard;
  const wasEnabled = keyboard?.enabled ?? false;
  if (keyboard) keyboard.enabled = false;
  input.focus();

  return new Promise((resolve) => {
    const close = (value: string | null): void => {
      form.remove();
      if (keyboard) keyboard.enabled = wasEnabled;
      scene.events.off(Phaser.Scenes.Events.SHUTDOWN, onShutdown);
      resolve(value);
    };
    const onShutdown = (): void => close(null);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, onShutdown);
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const text = (opts.upper ? input.value.toUpperCase() : input.value).trim();
      if (text) close(text);
      else input.focus();
    });
    cancel.addEventListener('click', () => close(null));
    form.addEventListener('keydown', (e) => {
      e.stopPropagation();
      if (e.key === 'Escape') close(null);
    });
  });
}
