import type { SVGProps } from 'react';

/** The few drawn icons the frame uses; decorative, so hidden from assistive technology. */
const Svg = ({ children, size = 20, ...props }: SVGProps<SVGSVGElement> & { size?: number }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
    focusable={false}
    {...props}
  >
    {children}
  </svg>
);

export const SettingsIcon = (props: { size?: number }) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="3" />
    <circle cx="12" cy="12" r="7.5" strokeWidth={3} strokeDasharray="2.9 3" />
  </Svg>
);

export const CheckIcon = (props: { size?: number }) => (
  <Svg {...props}>
    <path d="M5 12l5 5L19 7" />
  </Svg>
);

export const ChevronIcon = ({ open, size = 16 }: { open: boolean; size?: number }) => (
  <Svg size={size} style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}>
    <path d="M6 9l6 6 6-6" />
  </Svg>
);

export const ExternalIcon = (props: { size?: number }) => (
  <Svg size={14} {...props}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Svg>
);
