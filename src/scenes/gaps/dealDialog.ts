/**
 * The "deal number" dialog: Phaser has no text input, so this is a small DOM overlay laid over the
 * game canvas (inside its parent element, so it works wherever the game is embedded). It shows the
 * current deal number, lets the player type another one, and copies a shareable link.
 * Keyboard: the input has focus, Enter plays the deal, Esc cancels, Tab reaches the buttons.
 */
import { t } from '../../platform/i18n';
import { CSS, FONT } from '../../ui';
import { parseDeal } from './dealNumber';

export interface DealDialogOptions {
  current: string;
  /** Link to this deal, for "copy link". */
  shareUrl: string;
}

/** What a player typed as a deal, as its seed (dealNumber.parseDeal: "123 456 789" is 123456789). */
export const cleanDealNumber = parseDeal;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, style: Partial<CSSStyleDeclaration>, text?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  Object.assign(e.style, style);
  if (text !== undefined) e.textContent = text;
  return e;
}

function button(label: string, primary: boolean): HTMLButtonElement {
  const b = el('button', {
    font: `bold 17px ${FONT}`,
    padding: '10px 18px',
    // A finger's size on a phone (44 CSS px).
    minHeight: '44px',
    minWidth: '44px',
    borderRadius: '10px',
    border: `2px solid ${primary ? '#a8842e' : '#c9a24a'}`,
    background: primary ? CSS.gold : '#10281c',
    color: primary ? CSS.ink : CSS.text,
    cursor: 'pointer',
  }, label);
  b.type = 'button';
  return b;
}

/**
 * Opens the dialog over `canvas`; resolves with the new deal number, or null when cancelled.
 * Focus returns to the canvas afterwards so the game's keyboard control goes on.
 */
export function askDealNumber(canvas: HTMLCanvasElement, opts: DealDialogOptions): Promise<string | null> {
  const host = canvas.parentElement ?? document.body;
  if (getComputedStyle(host).position === 'static') host.style.position = 'relative';
  const shade = el('div', { position: 'absolute', inset: '0', background: 'rgba(5,20,12,0.62)', display: 'flex', alignItems: 'center', justifyContent: 'center', zIndex: '20' });
  shade.setAttribute('data-testid', 'gaps-deal-dialog');
  const box = el('form', {
    background: '#10281c',
    border: '2px solid #c9a24a',
    borderRadius: '16px',
    padding: '22px 24px',
    width: 'min(420px, 86%)',
    boxShadow: '0 14px 40px rgba(0,0,0,0.5)',
    color: CSS.text,
    font: `16px ${FONT}`,
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
  });
  box.setAttribute('role', 'dialog');
  box.setAttribute('aria-modal', 'true');
  box.setAttribute('aria-label', t('gaps.dealDialog.title'));
  const title = el('div', { font: `bold 24px ${FONT}`, color: '#f4d47c' }, t('gaps.dealDialog.title'));
  const text = el('div', { color: CSS.textDim, lineHeight: '1.35' }, t('gaps.dealDialog.text'));
  const input = el('input', { font: `bold 22px ${FONT}`, padding: '10px 12px', minHeight: '44px', borderRadius: '10px', border: '2px solid #c9a24a', background: '#fbf8f0', color: CSS.ink, width: '100%', boxSizing: 'border-box' });
  input.value = opts.current;
  input.maxLength = 64;
  input.autocomplete = 'off';
  input.spellcheck = false;
  input.setAttribute('aria-label', t('gaps.dealDialog.label'));
  input.name = 'deal';
  const error = el('div', { color: '#ff8a80', minHeight: '1.2em', fontSize: '14px' });
  const row = el('div', { display: 'flex', gap: '10px', justifyContent: 'flex-end', flexWrap: 'wrap' });
  const copy = button(t('gaps.dealDialog.copy'), false);
  const cancel = button(t('gaps.dealDialog.cancel'), false);
  const play = button(t('gaps.dealDialog.play'), true);
  play.type = 'submit';
  row.append(copy, cancel, play);
  box.append(title, text, input, error, row);
  shade.append(box);
  host.append(shade);
  input.focus();
  input.select();

  return new Promise((resolve) => {
    const close = (value: string | null): void => {
      document.removeEventListener('keydown', onKey, true);
      shade.remove();
      canvas.focus({ preventScroll: true });
      resolve(value);
    };
    // Captured at the document so the game's own key handlers never see keys typed here.
    const onKey = (e: KeyboardEvent): void => {
      e.stopPropagation();
      if (e.key === 'Escape') {
        e.preventDefault();
        close(null);
      }
    };
    document.addEventListener('keydown', onKey, true);
    box.addEventListener('submit', (e) => {
      e.preventDefault();
      const deal = cleanDealNumber(input.value);
      if (deal === null) {
        error.textContent = t('gaps.dealDialog.invalid');
        input.focus();
        return;
      }
      close(deal);
    });
    cancel.addEventListener('click', () => close(null));
    shade.addEventListener('pointerdown', (e) => {
      if (e.target === shade) close(null);
    });
    copy.addEventListener('click', () => {
      void navigator.clipboard?.writeText(opts.shareUrl).then(
        () => (error.textContent = t('gaps.dealDialog.copied')),
        () => (error.textContent = opts.shareUrl),
      );
    });
  });
}
