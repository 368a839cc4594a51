/**
 * The path of something thrown across the table (a chip, a token): one quadratic Bézier curve from
 * where it leaves to where it lands, bowed a little to one side, so a single tween with one ease
 * carries it the whole way (no stop at the top of an arc, no detour past other places). Pure math.
 */

export interface Point {
  x: number;
  y: number;
}

/**
 * The curve's control point: the midpoint moved sideways by `bow` × length (at most `maxLift`),
 * towards `toward` when given (the middle of the table: a flight bows over no one's place), else
 * towards the top of the screen.
 */
export function arcControl(from: Point, to: Point, bow = 0.14, maxLift = 90, toward?: Point): Point {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy);
  const mid = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
  if (length === 0) return mid;
  const lift = Math.min(maxLift, length * bow);
  // One of the two normals of the line: the one facing `toward`, or else the one pointing up the
  // screen (a vertical flight bows to the right).
  let nx = dy / length;
  let ny = -dx / length;
  const flip = toward ? nx * (toward.x - mid.x) + ny * (toward.y - mid.y) < 0 : ny > 0 || (ny === 0 && nx < 0);
  if (flip) {
    nx = -nx;
    ny = -ny;
  }
  return { x: mid.x + nx * lift, y: mid.y + ny * lift };
}

/** The point at `t` (0 … 1) of the quadratic Bézier curve from `from` over `control` to `to`. */
export function bezierPoint(from: Point, control: Point, to: Point, t: number): Point {
  const u = 1 - t;
  return {
    x: u * u * from.x + 2 * u * t * control.x + t * t * to.x,
    y: u * u * from.y + 2 * u * t * control.y + t * t * to.y,
  };
}

/**
 * How many of `total` things have arrived once `landed` of the `shown` flying pieces have landed
 * (a big pile travels as fewer pieces; the count still ends exactly on `total`).
 */
export function arrivedCount(landed: number, shown: number, total: number): number {
  if (shown <= 0) return total;
  return Math.round((Math.min(landed, shown) * total) / shown);
}
