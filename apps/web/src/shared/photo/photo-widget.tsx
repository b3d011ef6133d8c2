import type { CSSProperties } from 'react';
import { IconUser } from '../ui/icons';

type Props = {
  photoUrl: string | null | undefined;
  size: number;
  /** The photo's text alternative; without one (or without a photo) it is decoration. */
  alt?: string;
};

/*
 * Inline styles, no stylesheet and no Mantine Avatar: the header draws this widget, and the frame's
 * first files are listed in /login's entry (a new chunk or stylesheet there costs /login bytes).
 */
const round = (size: number): CSSProperties => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: size,
  height: size,
  flex: 'none',
  borderRadius: '50%',
  overflow: 'hidden',
  background: 'var(--mantine-color-gray-1)',
  color: 'var(--mantine-color-gray-7)',
});

const cover: CSSProperties = {
  position: 'absolute',
  inset: 0,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
};

/**
 * Spec 02 §2 "Profile photo widget": round, the current photo as a background (`data-photo-url`
 * carries its address) or an empty-user icon. The upload picker wraps it (photo-picker.tsx).
 */
export function PhotoWidget({ photoUrl, size, alt = '' }: Props) {
  return (
    <span style={round(size)}>
      {photoUrl ? (
        <span
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
          data-photo-url={photoUrl}
          style={{ ...cover, backgroundImage: `url("${photoUrl}")` }}
        />
      ) : (
        <IconUser size={Math.round(size * 0.6)} stroke={1.5} aria-hidden focusable={false} />
      )}
    </span>
  );
}
