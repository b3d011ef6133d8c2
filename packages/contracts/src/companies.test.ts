import { describe, expect, it } from 'vitest';
import { INVALID_BRAND_COLOUR, updateCompanyRequestSchema } from './companies.ts';

const save = (brandColour: unknown) => updateCompanyRequestSchema.safeParse({ version: 'v1', brandColour });

describe('a company brand colour', () => {
  it('accepts #rrggbb in either case and keeps it lower case', () => {
    expect(save('#1F6FEB').data?.brandColour).toBe('#1f6feb');
    expect(save('#000000').data?.brandColour).toBe('#000000');
  });

  it('accepts null (back to the neutral default) and leaves an absent colour absent', () => {
    expect(save(null).data?.brandColour).toBeNull();
    expect(updateCompanyRequestSchema.parse({ version: 'v1' })).not.toHaveProperty('brandColour');
  });

  it.each(['#abc', '1f6feb', '#1f6feb0', '#1f6fe', '#gggggg', 'red', 'rgb(1,2,3)', ' #1f6feb', '#1f6feb\n', ''])(
    'refuses %j with the colour message',
    (value) => {
      const result = save(value);
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.message).toBe(INVALID_BRAND_COLOUR);
      expect(result.error!.issues[0]!.path).toEqual(['brandColour']);
    },
  );
});
