import { UnstyledButton } from '@mantine/core';
import type { ChangeEvent, RefObject } from 'react';
import { PHOTO_ACCEPT } from './accept';
import { photoMessages as texts } from './messages';
import classes from './photo-picker.module.css';
import { PhotoWidget } from './photo-widget';

type Props = {
  photoUrl: string | null | undefined;
  size: number;
  alt?: string;
  input: RefObject<HTMLInputElement | null>;
  onFile: (file: File | null | undefined) => void;
  /** The picker's accessible name (default: upload a new photo, max 5mb). */
  label?: string;
};

/**
 * The widget with an upload address (spec 02 §2): the whole circle is a native button (Enter and
 * Space open the file dialog) with the 'UPLOAD PHOTO' / 'Max 5mb' overlay on hover and focus.
 */
export function PhotoPicker({ photoUrl, size, alt, input, onFile, label = texts.pick }: Props) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => onFile(event.currentTarget.files?.[0]);
  return (
    <>
      <UnstyledButton
        className={classes.picker}
        style={{ width: size, height: size }}
        aria-label={label}
        onClick={() => input.current?.click()}
      >
        <PhotoWidget photoUrl={photoUrl} size={size} {...(alt !== undefined && { alt })} />
        <span className={classes.overlay} data-overlay aria-hidden>
          <span>{texts.overlayTitle}</span>
          <span className={classes.limit}>{texts.overlayLimit}</span>
        </span>
      </UnstyledButton>
      <input ref={input} type="file" accept={PHOTO_ACCEPT} hidden tabIndex={-1} onChange={onChange} />
    </>
  );
}
