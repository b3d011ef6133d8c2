import { Button, CopyButton, Group, Image, Stack, Text } from '@mantine/core';
import { twoFactorMessages } from '../messages';

const texts = twoFactorMessages.download;

/** The secret as the apps show it: groups of four, easier to type by hand. */
const groupsOfFour = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

type Props = { secret: string; qr: { src: string | null; failed: boolean } };

/** Step 1 (spec 02 §2): the QR image for the authenticator app, and the same secret as text. */
export function DownloadStep({ secret, qr }: Props) {
  return (
    <Stack gap="md">
      <Text>{texts.intro}</Text>
      {qr.src ? (
        <Image src={qr.src} alt={texts.qrAlt} w={200} h={200} mx="auto" />
      ) : (
        <Text c={qr.failed ? 'red.8' : 'dimmed'} role={qr.failed ? 'alert' : 'status'} ta="center">
          {qr.failed ? texts.qrFailed : texts.qrLoading}
        </Text>
      )}
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {texts.secretLabel}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Text ff="monospace" fw={600} data-testid="two-factor-secret">
            {groupsOfFour(secret)}
          </Text>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? texts.copied : texts.copy}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Stack>
  );
}
