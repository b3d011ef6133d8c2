import { describe, expect, it, vi } from 'vitest';
import { patchRoutesOnNavigation } from './routes';

type Args = Parameters<typeof patchRoutesOnNavigation>[0];
const navigation = (leafPath: string) => {
  const patch = vi.fn();
  const matches = [{ route: { path: leafPath } }];
  return { args: { matches, patch, path: '/', signal: new AbortController().signal } as unknown as Args, patch };
};

/** Issue 33: a client's pages from a mail (the portal, a document link) never load the studio's frame. */
describe("the frame's route table", () => {
  it.each(['portal/:companyId/*', 'd/:token'])('is not loaded for %s', async (path) => {
    const { args, patch } = navigation(path);
    await patchRoutesOnNavigation(args);
    expect(patch).not.toHaveBeenCalled();
  });

  it('is loaded and patched in for a frame page', async () => {
    const { args, patch } = navigation('*');
    await patchRoutesOnNavigation(args);
    expect(patch).toHaveBeenCalledWith('frame', expect.any(Array));
  });
});
