import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { existsSync } from 'node:fs';
import { useId as mantineUseId } from '@mantine/hooks';
import { render } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { MANTINE_USE_ID, mantineIdsFromReact } from '../../../build/mantine-ids-plugin';
import { useId } from './mantine-use-id';

/** The commits React makes to mount a component calling `hook`, and the id it shows. */
function mount(hook: (staticId?: string) => string, staticId?: string) {
  let commits = 0;
  function Field() {
    return <label htmlFor={hook(staticId)}>Name</label>;
  }
  const { container } = render(
    <Profiler id="field" onRender={() => (commits += 1)}>
      <Field />
    </Profiler>,
  );
  return { commits, id: container.querySelector('label')!.htmlFor };
}

describe("Mantine's ids in the build", () => {
  it('mount in one commit, where the package swaps its id in a second one', () => {
    expect(mount(mantineUseId).commits).toBe(2);
    const ours = mount(useId);
    expect(ours.commits).toBe(1);
    expect(ours.id).toMatch(/^mantine-\S+$/);
  });

  it('keep an id the component is given', () => {
    expect(mount(useId, 'client-name').id).toBe('client-name');
  });

  it("replace the package's own module, which is where the plugin looks for it", () => {
    const hooks = dirname(createRequire(import.meta.url).resolve('@mantine/hooks'));
    const shipped = join(hooks, '..', 'esm', 'use-id', 'use-id.mjs');
    expect(existsSync(shipped) && MANTINE_USE_ID.test(shipped)).toBe(true);
    const load = mantineIdsFromReact().load as (id: string) => string | null;
    expect(load(shipped)).toContain('src/shared/ui/mantine-use-id.ts');
    expect(load(join(hooks, '..', 'esm', 'use-hover', 'use-hover.mjs'))).toBeNull();
  });
});
