import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import { photoMessages as texts } from './messages';
import { PhotoPicker } from './photo-picker';
import { PhotoWidget } from './photo-widget';

describe('the round photo widget (spec 02 §2)', () => {
  it('shows the photo as its background, or the empty-user icon, with no picker without an upload address', () => {
    renderPage(
      <>
        <PhotoWidget photoUrl="/files/photos/a.png" size={40} alt="Your photo" />
        <PhotoWidget photoUrl={null} size={40} />
      </>,
    );
    const photo = screen.getByRole('img', { name: 'Your photo' });
    expect(photo.style.backgroundImage).toContain('/files/photos/a.png');
    expect(document.querySelectorAll('.tabler-icon-user')).toHaveLength(1);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(texts.overlayTitle)).toBeNull();
  });

  it('is a named file picker with the overlay when it can upload; Enter and Space open the file dialog', async () => {
    const input = createRef<HTMLInputElement>();
    const onFile = vi.fn();
    const { user } = renderPage(<PhotoPicker photoUrl={null} size={96} input={input} onFile={onFile} />);
    const picker = screen.getByRole('button', { name: 'Upload a new photo (max 5mb)' });
    expect(picker).toHaveTextContent('UPLOAD PHOTO');
    expect(picker).toHaveTextContent('Max 5mb');
    const opened = vi.spyOn(input.current!, 'click');
    picker.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(2);
    expect(input.current).toHaveAttribute('accept', expect.stringContaining('image/heic'));
  });
});
