/**
 * Sound on/off and volume, animation speed (including reduced motion) and language. Every change is
 * saved at once (localStorage through `updateSettings`) and applies everywhere; a language change
 * redraws this scene in the new language.
 */
import Phaser from 'phaser';
import { getSettings, updateSettings, type AnimationSpeed, type Language } from '../platform/settings';
import { t, onLanguageChange, currentLanguage, setSessionLanguage } from '../platform/i18n';
import { Button, Choice, FocusManager, PHONE, Panel, Slider, isPhone, playSound, textStyle, onSizeChange } from '../ui';
import { accessible } from '../ui/a11y';
import { addBackdrop } from '../ui/backdrop';
import { goToScene } from '../ui/transition';
import type { MenuData } from './Menu';

const SPEEDS: AnimationSpeed[] = ['slow', 'normal', 'fast', 'reduced'];
const LANGUAGES: Language[] = ['en', 'cs', 'de'];

export class Settings extends Phaser.Scene {
  /** Which control has focus when the scene (re)starts: a language change redraws it in place. */
  private focusOn: string = 'sound';

  constructor() {
    super('Settings');
  }

  init(data: { focus?: string } = {}): void {
    this.focusOn = data.focus ?? 'sound';
  }

  create(): void {
    addBackdrop(this);
    const focus = FocusManager.for(this);
    accessible(this, { title: 'settings.title' });
    const { width, height } = this.scale;
    const portrait = height > width;
    // A phone held sideways: finger-high controls beside their names, a lower title and footer.
    const sideways = !portrait && isPhone(this);
    const phone = portrait || sideways;
    const s = getSettings();
    const rowH = portrait ? PHONE.target + 110 : sideways ? PHONE.target + 22 : 120;
    // Sideways there is width to spare and no height: the controls take the width, so the four
    // animation speeds keep the size of the other labels.
    const panelW = portrait ? 1030 : sideways ? Math.min(2100, width - 160) : 1240;
    const controlH = phone ? PHONE.target : 72;
    // Upright, four speeds side by side would shrink their labels ("Reduziert" touched its border):
    // two rows of two, the Animation row one control taller.
    const speedRows = portrait ? 2 : 1;
    const extraH = (i: number): number => (i === 2 ? (speedRows - 1) * controlH : 0);
    const headH = sideways ? 150 : 200;
    const panelH = headH + 4 * rowH + extraH(2) + (portrait ? 200 : 150) + (sideways ? 40 : 0);
    const cy = height / 2 + (portrait || sideways ? 0 : 20);
    const top = cy - panelH / 2;
    this.add.existing(new Panel(this, width / 2, cy, panelW, panelH, { radius: 28 }));
    this.add.text(width / 2, top + (sideways ? 75 : 85), t('settings.title'), textStyle('title', { fontSize: '76px' })).setOrigin(0.5);

    const controlW = portrait ? panelW - 70 : sideways ? panelW - 540 : 760;
    const row = (i: number, labelKey: string): { x: number; y: number } => {
      // A taller control's row (upright only): its label stays above it.
      const y = top + headH + i * rowH + rowH / 2 + (i > 2 ? extraH(2) : 0) + extraH(i) / 2;
      const labelX = width / 2 - panelW / 2 + (portrait ? 40 : 60);
      this.add.text(labelX, portrait ? y - 72 - extraH(i) / 2 : y, t(labelKey), textStyle('body', { fontSize: phone ? '46px' : '36px', ...(sideways ? { wordWrap: { width: panelW - 140 - controlW, useAdvancedWrap: true } } : {}) })).setOrigin(0, 0.5);
      return { x: portrait ? width / 2 : width / 2 + panelW / 2 - 60 - controlW / 2, y: portrait ? y + 32 : y };
    };

    let p = row(0, 'settings.sound');
    const sound = new Choice<boolean>(this, p.x, p.y, {
      options: [
        { value: true, label: t('common.on') },
        { value: false, label: t('common.off') },
      ],
      value: s.soundOn,
      a11yName: t('settings.sound'),
      width: controlW,
      height: controlH,
      minFontSize: phone ? PHONE.text : undefined,
      minSegment: phone ? PHONE.target : undefined,
      onChange: (on) => {
        updateSettings({ soundOn: on });
        volume.setEnabled(on);
        playSound('click');
      },
    }).setName('settings:sound');

    p = row(1, 'settings.volume');
    const volume = new Slider(this, p.x, p.y, {
      value: s.volume,
      a11yName: t('settings.volume'),
      width: controlW,
      height: phone ? PHONE.target : undefined,
      onChange: (v) => updateSettings({ volume: Math.round(v * 100) / 100 }),
    })
      .setName('settings:volume')
      // The volume means nothing while the sound is off: greyed out until it is on again.
      .setEnabled(s.soundOn);

    p = row(2, 'settings.speed');
    const speed = new Choice<AnimationSpeed>(this, p.x, p.y, {
      options: SPEEDS.map((v) => ({ value: v, label: t(`settings.speed.${v}`) })),
      value: s.speed,
      a11yName: t('settings.speed'),
      width: controlW,
      height: controlH,
      minFontSize: phone ? PHONE.text : undefined,
      minSegment: speedRows > 1 ? controlW / speedRows : phone ? PHONE.target : undefined,
      onChange: (speed) => updateSettings({ speed }),
    }).setName('settings:speed');

    p = row(3, 'settings.language');
    const language = new Choice<Language>(this, p.x, p.y, {
      options: LANGUAGES.map((v) => ({ value: v, label: t(`lang.${v}`) })),
      // Shows the language in use, which may come from ?lang= rather than the saved setting.
      value: currentLanguage(),
      a11yName: t('settings.language'),
      width: controlW,
      height: controlH,
      minFontSize: phone ? PHONE.text : undefined,
      minSegment: phone ? PHONE.target : undefined,
      onChange: (language) => {
        setSessionLanguage(null);
        updateSettings({ language });
      },
    }).setName('settings:language');

    const back = (): void => goToScene(this, 'Menu', { page: 'settings' } satisfies MenuData, 'back');
    new Button(this, width / 2, top + panelH - (phone ? 100 : 90), { label: t('common.back'), onClick: back, width: phone ? 420 : 340, height: phone ? PHONE.target : 84, variant: 'secondary' }).setName('settings:back');
    focus.setOnBack(back);
    focus.focus({ sound, volume, speed, language }[this.focusOn] ?? sound);

    const offLanguage = onLanguageChange(() => goToScene(this, 'Settings', { focus: 'language' }));
    const relayout = (): void => {
      this.scene.restart();
    };
    onSizeChange(this, relayout);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, offLanguage);
  }
}
