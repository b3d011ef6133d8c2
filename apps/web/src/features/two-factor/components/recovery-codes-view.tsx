import { Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { twoFactorMessages } from '../messages';

const texts = twoFactorMessages.recoveryCodes;

const fileText = (codes: string[]) => `${texts.fileIntro}\n\n${codes.join('\n')}\n`;

/**
 * Beyond the spec: the ten single-use recovery codes, shown once after the setup, to download or
 * copy. A data: address for the download (the CSP allows it for images and links; no object URL to
 * revoke).
 */
export function RecoveryCodesView({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack gap="md">
      <Text>{texts.intro}</Text>
      <SimpleGrid cols={2} spacing="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {codes.map((code) => (
          <Text component="li" key={code} ff="monospace" fw={600} ta="center">
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <Button
          component="a"
          variant="default"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(fileText(codes))}`}
          download={texts.fileName}
        >
          {texts.download}
        </Button>
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? texts.copied : texts.copy}
            </Button>
          )}
        </CopyButton>
      </Group>
      <DialogFooter>
        <Button onClick={onDone} data-autofocus>
          {texts.done}
        </Button>
      </DialogFooter>
    </Stack>
  );
}
