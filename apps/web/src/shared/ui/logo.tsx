import { sharedMessages } from '../messages';

type Props = {
  /** Height in px; the wordmark scales with it. */
  size?: number;
  /** The mark alone, where there is no room for the name. */
  markOnly?: boolean;
};

/**
 * Focal's logo: the mark (a focus ring in the brand violet) and the wordmark, drawn as one SVG.
 * Decorative: the link around it carries the name ("Focal home"). The wordmark's width is fixed
 * (textLength), so it fits the same box before and after the brand font arrives.
 */
export function Logo({ size = 28, markOnly = false }: Props) {
  const width = markOnly ? 32 : 108;
  return (
    <svg
      width={(size * width) / 32}
      height={size}
      viewBox={`0 0 ${width} 32`}
      aria-hidden
      focusable={false}
      style={{ display: 'inline-block', verticalAlign: 'middle' }}
    >
      <rect width="32" height="32" rx="9" fill="var(--mantine-primary-color-7)" />
      <circle cx="16" cy="16" r="8.5" fill="none" stroke="white" strokeWidth="3" />
      <circle cx="16" cy="16" r="3" fill="white" />
      {!markOnly && (
        <text
          x="40"
          y="24"
          textLength="66"
          lengthAdjust="spacingAndGlyphs"
          fontSize="25"
          fontWeight="800"
          fill="var(--mantine-color-text)"
          style={{ fontFamily: 'var(--mantine-font-family-headings)', letterSpacing: '-0.02em' }}
        >
          {sharedMessages.productName}
        </text>
      )}
    </svg>
  );
}
