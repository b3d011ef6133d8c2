import { Alert, Button, CopyButton, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { useState } from 'react';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { formatDateInZone } from '../../../shared/format/format-date';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { IconCopy } from '../../../shared/ui/icons';
import { QueryState } from '../../../shared/ui/query-state';
import { useCalendarFeed, useCreateFeed, useRevokeFeed } from '../api/feed';
import { calendarMessages } from '../messages';

const texts = calendarMessages.feed;

/** The secret address as the server gave it, made absolute so another calendar app can fetch it. */
const absolute = (url: string) => new URL(url, window.location.origin).href;

function SecretUrl({ url }: { url: string }) {
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={texts.url}
          value={url}
          readOnly
          style={{ flex: 1 }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button variant="default" leftSection={<IconCopy size={16} />} onClick={copy}>
              {copied ? texts.copied : texts.copy}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="sm" c="orange.9">
        {texts.shownOnce}
      </Text>
      <Text fw={600} size="sm">
        {texts.steps}
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>
          <b>{texts.google}</b>: {texts.googleSteps}
        </List.Item>
        <List.Item>
          <b>{texts.apple}</b>: {texts.appleSteps}
        </List.Item>
        <List.Item>
          <b>{texts.outlook}</b>: {texts.outlookSteps}
        </List.Item>
      </List>
    </Stack>
  );
}

/**
 * The user's iCal subscription: create the secret link (shown once, with Copy and the steps for the
 * three calendar apps), make a new one (the old stops working) or revoke it, each asked first.
 */
export function FeedModal({ onClose }: { onClose: () => void }) {
  const { timeZone } = useBootstrap().authorizedCompany;
  const feed = useCalendarFeed();
  const create = useCreateFeed();
  const revoke = useRevokeFeed();
  const [asking, setAsking] = useState<'rotate' | 'revoke' | null>(null);
  // The address is the creation's answer, shown while this modal is open; a revoke forgets it.
  const url = create.data ? absolute(create.data.url) : null;

  const makeLink = () =>
    create.mutate(undefined, {
      onError: (error) => handleApiError(error),
      onSettled: () => setAsking(null),
    });
  const revokeLink = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        create.reset();
        notifySuccess(texts.revoked);
      },
      onError: (error) => handleApiError(error),
      onSettled: () => setAsking(null),
    });

  return (
    <>
      <Modal opened={asking === null} onClose={onClose} title={texts.title} centered size="lg">
        <Stack gap="sm">
          <Text size="sm">{texts.intro}</Text>
          <QueryState
            query={feed}
            loading={texts.loading}
            failed={texts.failed}
            retry={calendarMessages.retry}
          >
            {(status) => (
              <Stack gap="sm">
                {status.active && status.createdAt ? (
                  <Alert color="teal" variant="light">
                    {texts.activeSince(formatDateInZone(status.createdAt, timeZone, 'long'))}
                  </Alert>
                ) : (
                  <Text size="sm" c="dimmed">
                    {texts.none}
                  </Text>
                )}
                {url && <SecretUrl url={url} />}
                <DialogFooter>
                  {status.active && (
                    <Button variant="default" color="red.9" onClick={() => setAsking('revoke')}>
                      {texts.revoke}
                    </Button>
                  )}
                  {status.active ? (
                    <Button variant="default" onClick={() => setAsking('rotate')}>
                      {texts.rotate}
                    </Button>
                  ) : (
                    <Button loading={create.isPending} onClick={makeLink}>
                      {texts.create}
                    </Button>
                  )}
                </DialogFooter>
              </Stack>
            )}
          </QueryState>
        </Stack>
      </Modal>
      <ConfirmDialog
        opened={asking === 'rotate'}
        title={texts.rotateTitle}
        text={texts.rotateText}
        confirmLabel={texts.rotate}
        loading={create.isPending}
        onConfirm={makeLink}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        opened={asking === 'revoke'}
        title={texts.revokeTitle}
        text={texts.revokeText}
        confirmLabel={texts.revoke}
        danger
        loading={revoke.isPending}
        onConfirm={revokeLink}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
