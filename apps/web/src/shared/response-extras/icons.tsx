import type { SuccessModalIcon } from '@focal/contracts/response-extras';

type SvgProps = { size?: number; color?: string };

const svg = (size: number, color: string, children: React.ReactNode) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke={color}
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
    focusable="false"
  >
    {children}
  </svg>
);

export const CheckIcon = ({ size = 18, color = 'var(--mantine-color-teal-6)' }: SvgProps) =>
  svg(size, color, <path d="M5 12l5 5L20 7" />);

export const PendingIcon = ({ size = 18, color = 'var(--mantine-color-gray-5)' }: SvgProps) =>
  svg(size, color, <circle cx="12" cy="12" r="8" />);

const PATHS: Record<SuccessModalIcon, { color: string; body: React.ReactNode }> = {
  SUCCESS: {
    color: 'var(--mantine-color-teal-6)',
    body: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M8 12l3 3 5-6" />
      </>
    ),
  },
  INFO: {
    color: 'var(--mantine-color-blue-6)',
    body: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 11v5M12 8h.01" />
      </>
    ),
  },
  WARNING: {
    color: 'var(--mantine-color-orange-6)',
    body: (
      <>
        <path d="M12 3l9 16H3z" />
        <path d="M12 10v4M12 17h.01" />
      </>
    ),
  },
  CELEBRATION: {
    color: 'var(--mantine-color-grape-6)',
    body: (
      <>
        <path d="M4 20l5-14 9 9z" />
        <path d="M14 4l1 2M19 9l2 1M17 3l-1 3M21 7l-3 1" />
      </>
    ),
  },
};

export function ModalIcon({ icon, size = 48 }: { icon: SuccessModalIcon; size?: number }) {
  const { color, body } = PATHS[icon];
  return svg(size, color, body);
}
