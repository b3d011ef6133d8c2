import type { AnnouncementVariant } from '@focal/contracts/announcements';
import { Text } from '@mantine/core';
import { AnnouncementView } from '../../../../shared/announcements/announcement-view';
import type { VariantKey } from '../lib/announcement-form';
import { catalogueMessages } from '../messages';
import classes from './announcement-preview.module.css';

const texts = catalogueMessages.announcements;

/**
 * A variant in the app's banner frame, drawn by the app's own announcement view: its HTML
 * sanitised and only its first action, as the banner shows it. The button does nothing here.
 */
export function AnnouncementPreview({
  variant,
  kind,
}: {
  variant: AnnouncementVariant | null;
  kind: VariantKey;
}) {
  if (!variant || variant.htmlText.trim() === '') {
    return (
      <Text size="sm" c="dimmed">
        {texts.previewNone}
      </Text>
    );
  }
  const first = Object.values(variant.actions)[0] ?? null;
  return (
    <div className={classes.banner} data-variant={kind} data-testid={`announcement-preview-${kind}`}>
      <AnnouncementView
        html={variant.htmlText}
        action={first}
        label={texts.previewOf(texts.variants[kind]!)}
      />
    </div>
  );
}
