import { describe, expect, it } from 'vitest';
import { openGapsSession } from '../../src/scenes/gaps/session';

describe('gaps session from launch options', () => {
  it('takes accepted options as they are', () => {
    const opened = openGapsSession({ variant: 'montana', redeals: 1 }, 's');
    expect(opened.refused).toBeNull();
    expect(opened.session.state.settings).toEqual({ variant: 'montana', redeals: 1, randomGaps: false, winnable: false });
  });

  it('a launch of the earlier basic rules (with redeals) keeps its variant under the new rules, saying why', () => {
    const opened = openGapsSession({ variant: 'basic', redeals: 2, randomGaps: false }, 's');
    expect(opened.refused).toMatch(/basic variant has no redeals/);
    expect(opened.options).toEqual({ variant: 'basic' });
    expect(opened.session.state.settings).toEqual({ variant: 'basic', redeals: 0, randomGaps: false, winnable: false });
  });

  it('options refused even without them fall back to the defaults', () => {
    const opened = openGapsSession({ variant: 'spider' as never }, 's');
    expect(opened.refused).toMatch(/variant/);
    expect(opened.options).toEqual({});
    expect(opened.session.state.settings.variant).toBe('aisleriot');
  });
});
