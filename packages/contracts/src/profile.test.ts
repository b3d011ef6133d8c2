import { describe, expect, it } from 'vitest';
import { PHOTO_BASE64_MAX_LENGTH } from './photo-constants.ts';
import { uploadPhotoRequestSchema } from './profile.ts';

const NOT_BASE64 = 'This is not an image in base64.';
const problem = (image: string) => uploadPhotoRequestSchema.safeParse({ image }).error?.issues[0]?.message;

describe('a photo upload’s base64 text', () => {
  it('takes bare base64 and a data URL, with their padding', () => {
    expect(problem('iVBORw0KGgo=')).toBeUndefined();
    expect(problem('data:image/png;base64,iVBORw0KGg==')).toBeUndefined();
  });

  it('refuses other characters, padding inside the text, a bare prefix and more than two =', () => {
    for (const image of [
      'iVBOR w0K',
      'iVB=ORw0',
      'data:image/png;base64,',
      'iVBORw0K===',
      'data:text/html;base64,PGI+',
    ])
      expect(problem(image), image).toBe(NOT_BASE64);
  });

  it('reads text at the size limit in one pass, whatever its first use (no backtracking to overflow)', () => {
    const longest = 'A'.repeat(PHOTO_BASE64_MAX_LENGTH - 2) + '==';
    expect(problem(longest)).toBeUndefined();
    expect(problem(`${longest.slice(0, -3)}!==`)).toBe(NOT_BASE64);
  });
});
