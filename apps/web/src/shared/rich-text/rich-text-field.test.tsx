import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { richTextMessages as texts } from './messages';
import { RichTextField } from './rich-text-field';

describe('RichTextField', () => {
  it('shows a skeleton while the editor loads (tiptap comes in its own chunk), then the editor', async () => {
    render(
      <MantineProvider env="test">
        <RichTextField label="Signature text" minHeight={120} initialHtml="<p>Ada</p>" onChange={() => {}} />
      </MantineProvider>,
    );
    // Drawn at once, before the editor's module has arrived.
    expect(screen.getByRole('status', { name: texts.editorLoading })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();

    expect(await screen.findByRole('textbox', { name: 'Signature text' })).toHaveTextContent('Ada');
    expect(screen.queryByRole('status', { name: texts.editorLoading })).toBeNull();
  });
});
