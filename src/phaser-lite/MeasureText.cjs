/**
 * Replaces Phaser's gameobjects/text/MeasureText.js (vite.config.ts points TextStyle's require here):
 * the same measurement, remembered per font.
 *
 * Phaser measures the font's ascent and descent each time a Text object gets a style or a font change:
 * a canvas from the pool, the font set on it, `measureText` of a test string. Every Text of a table
 * is built that way, so opening a table measured the same few fonts dozens of times (10 ms of the Gaps
 * table's set-up in profiles). The result depends only on the font, the test string and the baseline
 * factors, and the game uses system fonts only (no web font that could finish loading later and change
 * the metrics), so one measurement per combination is enough. Callers get a copy they may keep.
 */
var measure = require('../../node_modules/phaser/src/gameobjects/text/MeasureText.js');

var cache = new Map();

module.exports = function MeasureText(textStyle) {
  var key = textStyle._font + '\n' + textStyle.testString + '\n' + textStyle.baselineX + '\n' + textStyle.baselineY;
  var known = cache.get(key);
  if (!known) {
    known = measure(textStyle);
    cache.set(key, known);
  }
  return { ascent: known.ascent, descent: known.descent, fontSize: known.fontSize };
};
