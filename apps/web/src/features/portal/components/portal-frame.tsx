import type { PortalBrand } from '@focal/contracts/portal/api';
import { Box, Container, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { portalMessages as texts } from '../messages';
import { BrandHeader } from './brand-header';

type Props = {
  brand: PortalBrand | undefined;
  account?: ReactNode;
  children: ReactNode;
};

/**
 * Every portal page: the studio's band, the page, and a small "Powered by Focal". No studio frame,
 * no menus: what a client opens from a mail on a phone.
 */
export function PortalFrame({ brand, account, children }: Props) {
  return (
    <Box bg="gray.0" mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <BrandHeader brand={brand} account={account} />
      <Container
        component="main"
        size={760}
        w="100%"
        px={{ base: 'xs', sm: 'md' }}
        py={{ base: 'md', sm: 'xl' }}
        // A screen tall at least: the footer starts below the fold, so a page that fills in as its data
        // arrives does not push it down the screen (Lighthouse counted that shift on a phone).
        style={{ flex: 1, minHeight: '100dvh' }}
      >
        <Stack gap="md">{children}</Stack>
      </Container>
      <Text component="footer" size="xs" c="dimmed" ta="center" py="md">
        {texts.poweredBy}
      </Text>
    </Box>
  );
}
