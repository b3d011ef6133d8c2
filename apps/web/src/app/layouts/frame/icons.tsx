import { IconCheck, IconChevronDown, IconExternalLink, IconSettings } from '../../../shared/ui/icons';

// The frame's icons, from the app's one icon set; decorative, so hidden from assistive technology.

export const SettingsIcon = ({ size = 20 }: { size?: number }) => (
  <IconSettings size={size} stroke={1.8} aria-hidden focusable={false} />
);

export const CheckIcon = ({ size = 20 }: { size?: number }) => (
  <IconCheck size={size} aria-hidden focusable={false} />
);

export const ChevronIcon = ({ open, size = 16 }: { open: boolean; size?: number }) => (
  <IconChevronDown
    size={size}
    aria-hidden
    focusable={false}
    style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
  />
);

export const ExternalIcon = ({ size = 14 }: { size?: number }) => (
  <IconExternalLink size={size} aria-hidden focusable={false} />
);
