import { describe, expect, it } from 'vitest';
import { pageReloadTarget } from './page-reload';

describe('PAGE_RELOAD target', () => {
  it('is a plain reload in a browser', () => {
    expect(pageReloadTarget('https://focal.test/clients?tab=2', false)).toBeNull();
  });

  it('appends the page-reload flag in the Android shell, keeping the query and hash', () => {
    expect(pageReloadTarget('https://focal.test/clients?tab=2#top', true)).toBe(
      'https://focal.test/clients?tab=2&pageReload=true#top',
    );
  });
});
