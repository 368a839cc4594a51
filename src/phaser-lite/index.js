/**
 * Card Table's own Phaser build: the `Phaser` namespace assembled from `phaser/src` modules with only
 * what the game uses. vite.config.ts aliases the bare import 'phaser' to this file, so every
 * `import Phaser from 'phaser'` in the code base gets it, while TypeScript still checks against
 * Phaser's own types (the alias is a Vite setting only, the type checker keeps resolving 'phaser').
 *
 * Left out: physics (Arcade, Matter), Phaser's sound (we play sound with Howler), the loader and its
 * file types (the art is drawn at runtime), tilemaps, lights, gamepads, DOM elements, video, bitmap
 * text, render textures, meshes, paths and curves, and every game object the game never creates.
 * Which renderer and feature flags get compiled in is decided in vite.config.ts (the `typeof
 * WEBGL_RENDERER`-style switches of Phaser's own build).
 *
 * Game object factories register themselves on `scene.add` when their module is loaded, so a game
 * object the code base starts to use (`this.add.something`) must be added to FACTORIES below;
 * likewise a namespace member used at run time (e.g. `Phaser.Math.Between`) must be listed here.
 * test/platform/phaserLite.test.ts checks both against the sources.
 */

// First: keeps the WebGL context of Phaser's device check from being destroyed mid-game (see the file).
import { endProbeCapture } from './probeContext.js';
import '../../node_modules/phaser/src/polyfills/requestVideoFrame.js';
import CONST from '../../node_modules/phaser/src/const.js';
import Extend from '../../node_modules/phaser/src/utils/object/Extend.js';
// Phaser's modules require each other in cycles (e.g. the WebGL batch handlers and the renderer
// index); loading the renderer index first gives the order in which every cycle resolves.
import Renderer from '../../node_modules/phaser/src/renderer/index.js';
// One quad shader program for all batches (no stall compiling a new one mid-game): see the file.
import './batchTextures.js';

import Class from '../../node_modules/phaser/src/utils/Class.js';
import Game from '../../node_modules/phaser/src/core/Game.js';
import Core from '../../node_modules/phaser/src/core/index.js';
import Events from '../../node_modules/phaser/src/events/index.js';
import BlendModes from '../../node_modules/phaser/src/renderer/BlendModes.js';
import ScaleModes from '../../node_modules/phaser/src/renderer/ScaleModes.js';
import TintModes from '../../node_modules/phaser/src/renderer/TintModes.js';
import Scene from '../../node_modules/phaser/src/scene/Scene.js';
import Scenes from '../../node_modules/phaser/src/scene/index.js';
import Scale from '../../node_modules/phaser/src/scale/index.js';
import Data from '../../node_modules/phaser/src/data/index.js';
// Already loaded by the renderer's set-up; exported so the embed can make Phaser's AUTO choice itself.
import Features from '../../node_modules/phaser/src/device/Features.js';

import Camera from '../../node_modules/phaser/src/cameras/2d/Camera.js';
import BaseCamera from '../../node_modules/phaser/src/cameras/2d/BaseCamera.js';
import CameraManager from '../../node_modules/phaser/src/cameras/2d/CameraManager.js';
import CameraEffects from '../../node_modules/phaser/src/cameras/2d/effects/index.js';
import CameraEvents from '../../node_modules/phaser/src/cameras/2d/events/index.js';

import InputEvents from '../../node_modules/phaser/src/input/events/index.js';
import InputManager from '../../node_modules/phaser/src/input/InputManager.js';
import InputPlugin from '../../node_modules/phaser/src/input/InputPlugin.js';
import Pointer from '../../node_modules/phaser/src/input/Pointer.js';
import InputConst from '../../node_modules/phaser/src/input/const.js';
import KeyboardEvents from '../../node_modules/phaser/src/input/keyboard/events/index.js';
import KeyboardPlugin from '../../node_modules/phaser/src/input/keyboard/KeyboardPlugin.js';
import KeyboardManager from '../../node_modules/phaser/src/input/keyboard/KeyboardManager.js';
import Key from '../../node_modules/phaser/src/input/keyboard/keys/Key.js';
import KeyCodes from '../../node_modules/phaser/src/input/keyboard/keys/KeyCodes.js';

import Tweens from '../../node_modules/phaser/src/tweens/index.js';
import Time from '../../node_modules/phaser/src/time/index.js';

import Rectangle from '../../node_modules/phaser/src/geom/rectangle/index.js';
import Circle from '../../node_modules/phaser/src/geom/circle/index.js';
import GeomConst from '../../node_modules/phaser/src/geom/const.js';
import Color from '../../node_modules/phaser/src/display/color/index.js';
import Align from '../../node_modules/phaser/src/display/align/index.js';


import PhaserMath from './math.cjs';
import Textures from '../../node_modules/phaser/src/textures/index.js';

import GameObjectEvents from '../../node_modules/phaser/src/gameobjects/events/index.js';
import DisplayList from '../../node_modules/phaser/src/gameobjects/DisplayList.js';
import UpdateList from '../../node_modules/phaser/src/gameobjects/UpdateList.js';
import GameObjectFactory from '../../node_modules/phaser/src/gameobjects/GameObjectFactory.js';
import GameObjectCreator from '../../node_modules/phaser/src/gameobjects/GameObjectCreator.js';
import Components from '../../node_modules/phaser/src/gameobjects/components/index.js';
import GameObject from '../../node_modules/phaser/src/gameobjects/GameObject.js';
import Container from '../../node_modules/phaser/src/gameobjects/container/Container.js';
import Graphics from '../../node_modules/phaser/src/gameobjects/graphics/Graphics.js';
import Image from '../../node_modules/phaser/src/gameobjects/image/Image.js';
import Sprite from '../../node_modules/phaser/src/gameobjects/sprite/Sprite.js';
import Text from '../../node_modules/phaser/src/gameobjects/text/Text.js';
import Zone from '../../node_modules/phaser/src/gameobjects/zone/Zone.js';
import Shape from '../../node_modules/phaser/src/gameobjects/shape/Shape.js';
import Arc from '../../node_modules/phaser/src/gameobjects/shape/arc/Arc.js';
import RectangleShape from '../../node_modules/phaser/src/gameobjects/shape/rectangle/Rectangle.js';

// `scene.add.*` factories: each module registers itself on import.
import '../../node_modules/phaser/src/gameobjects/container/ContainerFactory.js';
import '../../node_modules/phaser/src/gameobjects/graphics/GraphicsFactory.js';
import '../../node_modules/phaser/src/gameobjects/image/ImageFactory.js';
import '../../node_modules/phaser/src/gameobjects/sprite/SpriteFactory.js';
import '../../node_modules/phaser/src/gameobjects/text/TextFactory.js';
import '../../node_modules/phaser/src/gameobjects/zone/ZoneFactory.js';
import '../../node_modules/phaser/src/gameobjects/shape/arc/ArcFactory.js';
import '../../node_modules/phaser/src/gameobjects/shape/rectangle/RectangleFactory.js';

// Scene plugins the game uses (`this.time`, `this.tweens`, `this.input`, `this.input.keyboard`, `this.data`).
import '../../node_modules/phaser/src/time/Clock.js';
import '../../node_modules/phaser/src/data/DataManagerPlugin.js';

// Every module above has loaded, Phaser's device check included.
endProbeCapture();

/** The game objects the code base creates; `scene.add.<name>` exists for each. */
export const FACTORIES = ['container', 'graphics', 'image', 'sprite', 'text', 'zone', 'circle', 'arc', 'rectangle', 'existing'];

const Phaser = Extend(false, {
  BlendModes,
  Cameras: { Scene2D: { Camera, BaseCamera, CameraManager, Effects: CameraEffects, Events: CameraEvents } },
  Class,
  Core,
  Data,
  Device: { Features },
  Display: { Align, Color },
  Events,
  Game,
  GameObjects: {
    Events: GameObjectEvents,
    DisplayList,
    UpdateList,
    GameObjectFactory,
    GameObjectCreator,
    Components,
    GameObject,
    Container,
    Graphics,
    Image,
    Sprite,
    Text,
    Zone,
    Shape,
    Arc,
    Rectangle: RectangleShape,
  },
  Geom: Extend(false, { Rectangle, Circle }, GeomConst),
  Input: Extend(false, {
    Events: InputEvents,
    InputManager,
    InputPlugin,
    Pointer,
    Keyboard: { Events: KeyboardEvents, KeyboardPlugin, KeyboardManager, Key, KeyCodes },
  }, InputConst),
  Math: PhaserMath,
  Renderer,
  Scale,
  ScaleModes,
  Scene,
  Scenes,
  Textures,
  Time,
  TintModes,
  Tweens,
}, CONST);

export default Phaser;
