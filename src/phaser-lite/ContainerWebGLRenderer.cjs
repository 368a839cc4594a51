/**
 * Replaces Phaser's gameobjects/container/ContainerWebGLRenderer.js (vite.config.ts points
 * ContainerRender.js's require here): the same drawing, without the per-child work that changes
 * nothing.
 *
 * Phaser's version multiplies every child's alpha and scroll factors by the container's before the
 * child draws and writes the child's own values back after it: four setter calls per child per
 * frame. With the container's alpha and scroll factors at 1, the most common case by far (a card is
 * a container of its shadow, face and glow), both writes store the values the child already has.
 * This version skips them then; otherwise it does what Phaser's does. Measured in a CPU profile of
 * the Gaps deal (52 card containers moving), Phaser's container renderer was the largest self time
 * of the frame (21%).
 */
var SKIP_CHECK = require('../../node_modules/phaser/src/renderer/BlendModes.js').SKIP_CHECK;

module.exports = function ContainerWebGLRenderer(renderer, container, drawingContext, parentMatrix) {
  var camera = drawingContext.camera;
  camera.addToRenderList(container);

  var children = container.list;
  var childCount = children.length;
  if (childCount === 0) return;

  var transformMatrix = container.localTransform;
  if (parentMatrix) {
    transformMatrix.loadIdentity();
    transformMatrix.multiply(parentMatrix);
    transformMatrix.translate(container.x, container.y);
    transformMatrix.rotate(container.rotation);
    transformMatrix.scale(container.scaleX, container.scaleY);
  } else {
    transformMatrix.applyITRS(container.x, container.y, container.rotation, container.scaleX, container.scaleY);
  }

  var baseContext = drawingContext;
  var containerHasBlendMode = container.blendMode !== -1;
  if (!containerHasBlendMode && baseContext.blendMode !== 0) {
    // Children draw with normal blending unless they set their own.
    baseContext = baseContext.getClone();
    baseContext.setBlendMode(0);
    baseContext.use();
  }
  var currentContext = baseContext;

  var alpha = container.alpha;
  var scrollFactorX = container.scrollFactorX;
  var scrollFactorY = container.scrollFactorY;
  var passAlpha = alpha !== 1;
  var passScroll = scrollFactorX !== 1 || scrollFactorY !== 1;

  for (var i = 0; i < childCount; i++) {
    var child = children[i];
    if (!child.willRender(camera)) continue;

    if (!containerHasBlendMode && child.blendMode !== currentContext.blendMode && child.blendMode !== SKIP_CHECK) {
      currentContext = baseContext.getClone();
      currentContext.setBlendMode(child.blendMode);
      currentContext.use();
    }

    if (!passAlpha && !passScroll) {
      child.renderWebGLStep(renderer, child, currentContext, transformMatrix, undefined, children, i);
      continue;
    }

    var tl, tr, bl, br;
    if (child.alphaTopLeft !== undefined) {
      tl = child.alphaTopLeft;
      tr = child.alphaTopRight;
      bl = child.alphaBottomLeft;
      br = child.alphaBottomRight;
    } else {
      tl = tr = bl = br = child.alpha;
    }
    var childScrollX = child.scrollFactorX;
    var childScrollY = child.scrollFactorY;
    if (passScroll && child.setScrollFactor) child.setScrollFactor(childScrollX * scrollFactorX, childScrollY * scrollFactorY);
    if (passAlpha && child.setAlpha) child.setAlpha(tl * alpha, tr * alpha, bl * alpha, br * alpha);

    child.renderWebGLStep(renderer, child, currentContext, transformMatrix, undefined, children, i);

    if (passAlpha && child.setAlpha) child.setAlpha(tl, tr, bl, br);
    if (passScroll && child.setScrollFactor) child.setScrollFactor(childScrollX, childScrollY);
  }

  if (currentContext !== drawingContext) currentContext.release();
};
