import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { openPlansFrame } from '../response-extras/plans-frame';
import { LimitMessageText } from './limit-message-text';
import { type LimitForm, limitForm, limitMessage, planLimitsMessages as texts } from './messages';
import { tierName, type UpgradeBannerData } from './upgrade-banner-data';

type Props = {
  data: UpgradeBannerData;
  /**
   * What the banner says: the feature's maximum (the default), or, on a job or a lead's event the
   * plan hides, that it cannot be viewed or edited ('JOB_ACCESS', 'EVENT_ACCESS').
   */
  subject?: 'MAX' | 'JOB_ACCESS' | 'EVENT_ACCESS';
};

/**
 * Spec 01 §3 upgrade banner: the §8 message for the limit, the plan the account is on and the one
 * that offers more, and Upgrade (actions.UPGRADE) opening the plans frame. In the iOS app the message
 * says to upgrade via a browser and nothing opens.
 */
export function UpgradeBanner({ data, subject = 'MAX' }: Props) {
  const form: LimitForm = limitForm();
  const messageSubject = subject === 'MAX' ? data.feature.type : subject;
  const max = data.feature.maxNumber;
  const url = form === 'ios' ? undefined : data.actions.UPGRADE?.url;
  // An inline {action} is the upgrade itself; the button is for the texts that have none.
  const inline = limitMessage(messageSubject, max, form).action;
  const offered = data.upgradePlan ? tierName(data.upgradePlan.planTier) : null;
  const planLine = form === 'full' ? texts.planLine(data.currentPlan.planTierName, offered) : '';

  return (
    <Alert color="orange" variant="light" role="region" aria-label={texts.bannerLabel}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ flex: '1 1 16rem' }}>
          <Text size="sm">
            <LimitMessageText subject={messageSubject} max={max} upgradeUrl={url} form={form} />
          </Text>
          {planLine && (
            <Text size="xs" c="dimmed">
              {planLine}
            </Text>
          )}
        </Stack>
        {url && !inline && (
          <Button size="compact-md" onClick={() => openPlansFrame(url)}>
            {texts.upgrade}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
