import { PHOTO_CONTENT_TYPES, PHOTO_EXTENSIONS } from '@focal/contracts/photo-constants';

/** The file dialog offers the accepted types; the check still reads each file (a drop, "All files"). */
export const PHOTO_ACCEPT = [...PHOTO_CONTENT_TYPES, ...PHOTO_EXTENSIONS.map((ext) => `.${ext}`)].join(',');
