/**
 * Replaces Phaser's core/VisibilityHandler.js (vite.config.ts points Game.js's require here).
 * Phaser's version assigns `window.onblur` / `window.onfocus` (so with two games on a page only the
 * last one hears them, and the host page's own handlers are overwritten), never removes its
 * `visibilitychange` listener (a destroyed game stays reachable from `document`) and, with
 * `autoFocus`, calls `window.focus()`. This one emits the same game events (HIDDEN, VISIBLE, BLUR,
 * FOCUS) from ordinary listeners that are removed when the game is destroyed.
 */
var Events = require('../../node_modules/phaser/src/core/events/index.js');

module.exports = function VisibilityHandler(game) {
  var emitter = game.events;
  var onChange = function (event) {
    emitter.emit(document.hidden || event.type === 'pause' ? Events.HIDDEN : Events.VISIBLE);
  };
  var onBlur = function () {
    emitter.emit(Events.BLUR);
  };
  var onFocus = function () {
    emitter.emit(Events.FOCUS);
  };
  document.addEventListener('visibilitychange', onChange, false);
  window.addEventListener('blur', onBlur, false);
  window.addEventListener('focus', onFocus, false);
  emitter.once(Events.DESTROY, function () {
    document.removeEventListener('visibilitychange', onChange, false);
    window.removeEventListener('blur', onBlur, false);
    window.removeEventListener('focus', onFocus, false);
  });
  if (window.focus && game.config.autoFocus) window.focus();
};
