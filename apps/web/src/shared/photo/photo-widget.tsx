import { Avatar, UnstyledButton } from '@mantine/core';
import '@mantine/core/styles/Avatar.css';
import type { ChangeEvent, RefObject } from 'react';
import { PHOTO_CONTENT_TYPES, PHOTO_EXTENSIONS } from '@focal/contracts/photo-constants';
import { photoMessages as texts } from './messages';
import classes from './photo-widget.module.css';

/** The file dialog offers the accepted types; the check still reads each file (a drop, "All files"). */
export const PHOTO_ACCEPT = [...PHOTO_CONTENT_TYPES, ...PHOTO_EXTENSIONS.map((ext) => `.${ext}`)].join(',');

type Picker = {
  input: RefObject<HTMLInputElement | null>;
  onFile: (file: File | null | undefined) => void;
  /** The picker's accessible name (default: upload a new photo, max 5mb). */
  label?: string;
};

type Props = {
  photoUrl: string | null | undefined;
  size: number;
  /** The photo's text alternative; without a photo the empty-user icon is decoration. */
  alt?: string;
  /** With an upload address: the widget is a file picker with the hover overlay. */
  picker?: Picker | undefined;
};

/** Spec 02 §2 "Profile photo widget": round, the photo as a background or an empty-user icon. */
export function PhotoWidget({ photoUrl, size, alt = '', picker }: Props) {
  const face = photoUrl ? (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      data-photo-url={photoUrl}
      className={classes.photo}
      style={{ backgroundImage: `url("${photoUrl}")` }}
    />
  ) : (
    // Mantine's placeholder is the empty-user icon.
    <Avatar src={null} size={size} radius="50%" aria-hidden />
  );
  if (!picker) {
    return (
      <span className={classes.widget} style={{ width: size, height: size }}>
        {face}
      </span>
    );
  }
  const onChange = (event: ChangeEvent<HTMLInputElement>) => picker.onFile(event.currentTarget.files?.[0]);
  return (
    <>
      {/* A native button: Enter and Space open the file dialog. */}
      <UnstyledButton
        className={`${classes.widget} ${classes.picker}`}
        style={{ width: size, height: size }}
        aria-label={picker.label ?? texts.pick}
        onClick={() => picker.input.current?.click()}
      >
        {face}
        <span className={classes.overlay} aria-hidden>
          <span>{texts.overlayTitle}</span>
          <span className={classes.limit}>{texts.overlayLimit}</span>
        </span>
      </UnstyledButton>
      <input ref={picker.input} type="file" accept={PHOTO_ACCEPT} hidden tabIndex={-1} onChange={onChange} />
    </>
  );
}
