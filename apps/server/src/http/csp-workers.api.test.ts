import { describe, expect } from 'vitest';
import { it } from '../test/api-test.ts';

const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `));

describe('the page policy and the browser photo decoder (issue 15)', () => {
  it('lets the page start workers from blob: addresses (heic-to decodes iPhone photos in one)', async ({
    api,
  }) => {
    const csp = (await api.get('/settings/profile')).headers['content-security-policy'] as string;
    expect(directive(csp, 'worker-src')).toBe("worker-src 'self' blob:");
    // Scripts themselves stay the page's own: no blob:, no eval (heic-to's CSP build needs none).
    expect(directive(csp, 'script-src')).not.toMatch(/blob:|unsafe-eval|wasm-unsafe-eval/);
    // The cropper shows the picked file and its preview from blob: and data: addresses.
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob:");
  });
});
