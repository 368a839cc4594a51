/**
 * The Phaser game of one mounted Card Table: its renderer, scaling, input and shell scenes, with the
 * measurements behind each setting.
 */
import Phaser from 'phaser';
import { scaledCanvas } from '../ui/runtime/renderScale';
import { mainButtonOnly } from '../ui/runtime/mainButton';
import { Boot } from '../scenes/Boot';
import { Preloader } from '../scenes/Preloader';
import { Menu } from '../scenes/Menu';
import { Settings } from '../scenes/Settings';
import { Statistics } from '../scenes/Statistics';
import { designFor } from './hostSize';

const KEY = Phaser.Input.Keyboard.KeyCodes;

export function createGame(element: HTMLElement): Phaser.Game {
  const size = designFor(element);
  const canvas = scaledCanvas(element, size);
  const game = new Phaser.Game({
    // Phaser's AUTO choice, made here: a canvas of our own needs an explicit renderer type.
    type: (Phaser as unknown as { Device: { Features: { webGL: boolean } } }).Device.Features.webGL ? Phaser.WEBGL : Phaser.CANVAS,
    // Its drawing buffer is made at the size it is shown at (src/ui/runtime/renderScale.ts).
    canvas,
    parent: element,
    backgroundColor: '#0f3d29',
    scale: {
      mode: Phaser.Scale.FIT,
      autoCenter: Phaser.Scale.CENTER_BOTH,
      width: size.width,
      height: size.height,
      // Phaser would otherwise, for a host without height when it boots (hidden, say), set the host
      // to 100% × 100% and the page's html and body to height 100%: the embedding page's own layout
      // is not ours to change. A host without a height of its own gets an aspect ratio (hostSize.ts).
      expandParent: false,
    },
    // Sound is Howler (src/ui/sound.ts); Phaser's own audio would only add a second context.
    audio: { noAudio: true },
    // Four textures per batch. The quad shader picks each pixel's texture through a chain of
    // comparisons, one per unit, so every unit more costs every pixel drawn: with a software GPU
    // (SwiftShader, interleaved runs of the runtime bench scenes) 4 units instead of 16 drew the Gaps
    // deal at 17.6 instead of 15.6 fps, No Thanks at 17.1 instead of 14.2 and Sequence at 13.8 instead
    // of 11.8, with no more main-thread time per frame (the extra draw calls where a batch holds more
    // textures cost less than the shorter shader saves). Stock Phaser compares an interpolated unit
    // index exactly, which at 8 or 16 units drew a card shadow from another texture with SwiftShader:
    // src/phaser-lite/GetTexture-glsl.cjs rounds it first.
    //
    // No multisampling (antialiasGL false). Everything drawn is a textured quad whose texture carries
    // its own soft edge (card art starts 1 px inside its frame, canvas-drawn shapes have a 2 px empty
    // border), so linear filtering already smooths the edges of turned cards; a screenshot of cards
    // turned 4°–82° shows the same edges with and without it. A multisampled buffer must be resolved
    // every frame: with a software GPU (interleaved runs of the runtime bench scenes, medians of 5)
    // it cost main-thread time per frame 1.38 vs 1.12 ms for the Gaps deal, 1.41 vs 1.11 for Sequence
    // and 1.37 vs 1.14 for No Thanks (18 → 26, 14 → 22, 17 → 25 fps). Leaving out the depth and
    // stencil buffers as well measured no further gain.
    render: { antialias: true, antialiasGL: false, powerPreference: 'default', maxTextures: 4 },
    // Never focus the window on load or on a click: the page around the game keeps its focus.
    autoFocus: false,
    input: {
      activePointers: 2,
      // Keys reach the game only while focus is inside its host element, so the keys it captures
      // (Tab, Space, arrows: they must not move the page's focus or scroll it while playing) are
      // captured only then, and the page around it keeps its Tab navigation.
      keyboard: { target: element, capture: [KEY.TAB, KEY.SPACE, KEY.UP, KEY.DOWN, KEY.LEFT, KEY.RIGHT, KEY.PAGE_UP, KEY.PAGE_DOWN, KEY.HOME, KEY.END] },
    },
    banner: false,
    scene: [Boot, Preloader, Menu, Settings, Statistics],
  });
  const undo = mainButtonOnly(canvas);
  game.events.once(Phaser.Core.Events.DESTROY, undo);
  return game;
}
