import { Avatar } from '@mantine/core';
import '@mantine/core/styles/Avatar.css';

type Props = { name: string; logoUrl: string | null | undefined; size?: number };

/**
 * A company's logo, or its initials without one. Decorative: the company's name is always written
 * beside it, so it is hidden from assistive technology rather than named twice.
 */
export function CompanyAvatar({ name, logoUrl, size = 24 }: Props) {
  return (
    // Filled in the primary colour: white initials at AA contrast (the per-name light colours are not).
    <Avatar src={logoUrl ?? null} alt="" name={name} variant="filled" size={size} radius="sm" aria-hidden />
  );
}
