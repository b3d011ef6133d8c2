import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckList } from './check-list';

function show(props: Parameters<typeof CheckList>[0]) {
  return render(
    <MantineProvider env="test">
      <CheckList {...props} />
    </MantineProvider>,
  );
}

describe('CheckList', () => {
  it('sanitises the message and the items: no script, no event handler, the formatting kept', async () => {
    const { container } = show({
      messageHTML: '<p>Set up <b>mail</b></p><script>window.hacked = 1</script>',
      items: [{ state: 'COMPLETED', textHtml: 'SPF <img src="x" onerror="window.hacked = 2"><i>found</i>' }],
    });
    expect(await screen.findByText('mail')).toBeInTheDocument();
    expect(await screen.findByText('found')).toBeInTheDocument();
    expect(container.querySelector('b')).toHaveTextContent('mail');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.innerHTML).not.toContain('hacked');
  });

  it('only completed items carry the check icon; every item is listed', async () => {
    show({
      items: [
        { state: 'COMPLETED', textHtml: 'Domain added' },
        { state: 'NOT_COMPLETED', textHtml: 'SPF record' },
        { state: 'PENDING', textHtml: 'DKIM record' },
      ],
    });
    await screen.findByText('Domain added');
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items.map((item) => item.querySelector('[data-check]') !== null)).toEqual([true, false, false]);
    expect(items[0]).toHaveTextContent('Done: Domain added');
    expect(items[1]).toHaveTextContent(/^SPF record$/);
  });

  it('without a message shows the items alone; without items, the message alone', async () => {
    const { container } = show({ messageHTML: 'Nothing to do', items: [] });
    expect(await screen.findByText('Nothing to do')).toBeInTheDocument();
    expect(container.querySelector('ul')).toBeNull();
  });
});
