import { describe, expect, it } from 'vitest';
import { findRouteData, ROUTE_DATA_MAX_DEPTH } from './route-handle';

describe('findRouteData', () => {
  it('takes the deepest route that sets the key and inherits what it leaves out', () => {
    const matches = [
      { handle: { bottomMenu: true, greyBackground: true } },
      { handle: undefined },
      { handle: { title: 'Jobs' } },
      { handle: { title: 'New invoice', bottomMenu: false } },
    ];
    expect(findRouteData(matches, 'title')).toBe('New invoice');
    expect(findRouteData(matches, 'bottomMenu')).toBe(false);
    expect(findRouteData(matches, 'greyBackground')).toBe(true);
    expect(findRouteData(matches, 'header')).toBeUndefined();
  });

  it('ignores handles that are not objects', () => {
    expect(findRouteData([{ handle: 'x' }, { handle: null }, { handle: 3 }], 'title')).toBeUndefined();
  });

  it('looks no deeper than 100 levels', () => {
    const matches = Array.from({ length: 150 }, (_, level) => ({ handle: { title: `level ${level}` } }));
    expect(ROUTE_DATA_MAX_DEPTH).toBe(100);
    expect(findRouteData(matches, 'title')).toBe('level 99');
    expect(findRouteData(matches, 'title', 3)).toBe('level 2');
  });
});
