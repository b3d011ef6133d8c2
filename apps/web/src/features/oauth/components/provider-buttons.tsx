import { Button, Divider, Stack } from '@mantine/core';
import { useProviders } from '../api/get-providers';
import { openProvider } from '../lib/open-provider';
import { oauthMessages } from '../messages';

const texts = oauthMessages.providers;

/** One "Continue with …" button per configured provider, above an "or"; nothing when there are none. */
export function ProviderButtons() {
  const providers = useProviders();
  if (providers.length === 0) return null;
  return (
    <Stack gap="md">
      <Stack gap="xs" role="group" aria-label={texts.group}>
        {providers.map((provider) => (
          <Button
            key={provider.id}
            variant="default"
            size="md"
            fullWidth
            onClick={() => openProvider(provider.startUrl)}
          >
            {texts.continueWith(provider.name)}
          </Button>
        ))}
      </Stack>
      <Divider label={texts.or} labelPosition="center" />
    </Stack>
  );
}
