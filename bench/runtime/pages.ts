/**
 * Reference pages for the runtime bench, built in the same run with the same Vite (stock Phaser 4
 * from node_modules, no Card Table config): each is one small `main.js` using `import Phaser from
 * 'phaser'` like a stock project would.
 *
 *   hello  – the stock hello world; records the time of its first rendered frame.
 *   sprites – a bare scene tweening `?n=` sprites (default 100) back and forth for ever: the frame
 *             cost reference (every sprite moves, scales and turns each frame).
 *   idle   – a bare scene with a text, nothing moving: what Phaser burns idling at full frame rate.
 *
 * Every page exposes `window.__ref = { firstFrame, frame, objects }` (first frame time in ms since
 * navigation, frames stepped, objects on screen).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

const EXPOSE = [
  'function expose(game) {',
  '  window.__ref = { firstFrame: null, get frame() { return game.loop.frame; }, objects: 0 };',
  '  game.events.once(Phaser.Core.Events.POST_RENDER, () => { window.__ref.firstFrame = performance.now(); });',
  '}',
].join('\n');

const PAGES: Record<string, string> = {
  hello: [
    "import Phaser from 'phaser';",
    EXPOSE,
    'class Hello extends Phaser.Scene {',
    "  create() { this.add.text(400, 300, 'Hello world', { fontSize: '48px' }).setOrigin(0.5); window.__ref.objects = 1; }",
    '}',
    'expose(new Phaser.Game({ type: Phaser.AUTO, width: 800, height: 600, scene: Hello }));',
  ].join('\n'),
  sprites: [
    "import Phaser from 'phaser';",
    EXPOSE,
    "const N = Number(new URLSearchParams(location.search).get('n') ?? 100);",
    'class Sprites extends Phaser.Scene {',
    '  create() {',
    '    const g = this.add.graphics();',
    '    g.fillStyle(0xfbf8f0, 1).fillRoundedRect(0, 0, 120, 168, 10).lineStyle(3, 0xa8842e, 1).strokeRoundedRect(1, 1, 118, 166, 10);',
    "    g.generateTexture('card', 120, 168);",
    '    g.destroy();',
    '    const { width, height } = this.scale;',
    '    for (let i = 0; i < N; i++) {',
    '      const x = 80 + ((i * 97) % (width - 160));',
    '      const y = 90 + ((i * 53) % (height - 180));',
    "      const s = this.add.image(x, y, 'card').setScale(0.6);",
    '      this.tweens.add({ targets: s, x: width - x, y: height - y, angle: 180, scale: 0.8, duration: 1200 + (i % 7) * 100, ease: "Sine.easeInOut", yoyo: true, repeat: -1 });',
    '    }',
    '    window.__ref.objects = N;',
    '  }',
    '}',
    "expose(new Phaser.Game({ type: Phaser.AUTO, width: 1920, height: 1080, backgroundColor: '#0f3d29', scale: { mode: Phaser.Scale.FIT, autoCenter: Phaser.Scale.CENTER_BOTH }, scene: Sprites }));",
  ].join('\n'),
  idle: [
    "import Phaser from 'phaser';",
    EXPOSE,
    'class Idle extends Phaser.Scene {',
    "  create() { this.add.text(960, 540, 'Nothing moves', { fontSize: '64px' }).setOrigin(0.5); window.__ref.objects = 1; }",
    '}',
    "expose(new Phaser.Game({ type: Phaser.AUTO, width: 1920, height: 1080, backgroundColor: '#0f3d29', scale: { mode: Phaser.Scale.FIT, autoCenter: Phaser.Scale.CENTER_BOTH }, scene: Idle }));",
  ].join('\n'),
};

export type RefPage = keyof typeof PAGES;

/** Builds every reference page into `<outRoot>/<name>/` (sources under `<workRoot>/<name>/`). */
export async function buildReferencePages(workRoot: string, outRoot: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [name, main] of Object.entries(PAGES)) {
    const root = join(workRoot, name);
    rmSync(root, { recursive: true, force: true });
    mkdirSync(root, { recursive: true });
    writeFileSync(join(root, 'index.html'), '<!doctype html><html><head><style>html,body{margin:0;height:100%;overflow:hidden;background:#0f3d29}</style></head><body><script type="module" src="./main.js"></script></body></html>\n');
    writeFileSync(join(root, 'main.js'), `${main}\n`);
    const dist = join(outRoot, name);
    await build({ root, configFile: false, base: './', logLevel: 'silent', build: { outDir: dist, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 5000 } });
    out[name] = dist;
  }
  return out;
}
