import { ANNOUNCEMENT_CAROUSEL_MS } from '@focal/contracts/announcements';
import { ActionIcon, Group, Paper, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ShownAnnouncement } from '../lib/pick-announcements';
import { announcementMessages as texts } from '../messages';
import { AnnouncementItem } from './announcement-item';
import classes from './announcements.module.css';

const Chevron = ({ flip }: { flip?: boolean }) => (
  <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" style={flip ? { rotate: '180deg' } : {}}>
    <path d="M15 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/**
 * The banner's content (spec 01 §4.6, §9): one announcement at a time, the next every
 * ANNOUNCEMENT_CAROUSEL_MS; previous, next and one dot per announcement when there are several.
 * Rotation pauses while the pointer or the focus is inside, so nothing moves under a reader.
 */
export default function AnnouncementCarousel({ items }: { items: ShownAnnouncement[] }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = items.length;
  const current = Math.min(index, count - 1);
  const rotating = count > 1 && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    // Restarts whenever the shown announcement changes, so a manual step gets its full minute too.
    const timer = window.setTimeout(() => setIndex((current + 1) % count), ANNOUNCEMENT_CAROUSEL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, current, count]);

  const item = items[current]!;
  const step = (by: number) => setIndex((current + by + count) % count);
  return (
    <Paper
      component="section"
      aria-roledescription="carousel"
      aria-label={texts.region}
      className={classes.banner}
      data-many={count > 1 || undefined}
      shadow="md"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* Announced when someone changes it, not on every automatic turn. */}
      <div aria-live={rotating ? 'off' : 'polite'}>
        <AnnouncementItem key={item.id} item={item} label={texts.slide(current + 1, count)} />
      </div>
      {count > 1 && (
        <Group justify="center" gap={4} mt="xs">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={texts.previous}
            onClick={() => step(-1)}
          >
            <Chevron />
          </ActionIcon>
          {items.map((shown, position) => (
            <UnstyledButton
              key={shown.id}
              className={classes.dot}
              aria-label={texts.show(position + 1)}
              aria-current={position === current || undefined}
              onClick={() => setIndex(position)}
            />
          ))}
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={texts.next} onClick={() => step(1)}>
            <Chevron flip />
          </ActionIcon>
        </Group>
      )}
    </Paper>
  );
}
