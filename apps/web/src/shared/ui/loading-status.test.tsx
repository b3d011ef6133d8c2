import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CenteredLoader } from './centered-loader';
import { Waiting } from './waiting';

/**
 * Issue 10 §11: /login's loading spinner was a Mantine Loader (a span) with an aria-label, which
 * axe reports as serious (aria-prohibited-attr). Every loading state is a status with its words.
 */
describe('loading states', () => {
  it.each([
    ['the app loading', <CenteredLoader key="c" label="Starting Focal…" />, 'Starting Focal…'],
    ['a page waiting', <Waiting key="w" text="Loading the team…" />, 'Loading the team…'],
  ])('%s: a status region with words, the spinner hidden, no aria-label on it', (_name, element, words) => {
    const { container } = render(<MantineProvider env="test">{element}</MantineProvider>);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(words);
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(container.querySelector('[aria-label]')).toBeNull();
    expect(container.querySelector('.mantine-Loader-root')).toHaveAttribute('aria-hidden', 'true');
  });
});
