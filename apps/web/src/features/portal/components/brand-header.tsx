import type { PortalBrand } from '@focal/contracts/portal/api';
import { Box, Container, Group, Skeleton, Title } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';
import { type ReactNode, useLayoutEffect } from 'react';
import { readableTextColor } from '../../../shared/ui/readable-text-color';
import { removePrerenderedBand } from '../lib/prerendered-band';

type Props = {
  /** Undefined while it loads: the name's place is kept. */
  brand: PortalBrand | undefined;
  /** Who is signed in, and the way out. */
  account?: ReactNode;
};

/**
 * The studio's band at the top: its logo and name (the page's one h1: the client knows the studio,
 * not Focal), on the studio's colour when it has one, the text in black or white, whichever reads.
 */
export function BrandHeader({ brand, account }: Props) {
  const colour = brand?.brandColour ?? null;
  // The page's HTML drew the band before this code arrived (lib/prerendered-band.ts): it goes once
  // this one has the studio's name, before the browser paints.
  useLayoutEffect(() => {
    if (brand) removePrerenderedBand();
  }, [brand]);
  return (
    <Box
      component="header"
      bg={colour ?? 'white'}
      c={colour ? readableTextColor(colour) : undefined}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size={760} px={{ base: 'sm', sm: 'md' }} py="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          {/* As tall as a logo from the start: the band keeps its height when the studio's arrives. */}
          <Group gap="sm" wrap="nowrap" mih={40} style={{ minWidth: 0 }}>
            {brand?.logoUrl && (
              <img
                src={brand.logoUrl}
                // Decorative: the studio's name is the heading beside it.
                alt=""
                style={{ maxHeight: 40, maxWidth: 120, objectFit: 'contain' }}
              />
            )}
            {brand ? (
              <Title order={1} size="h3" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {brand.name}
              </Title>
            ) : (
              <Skeleton height={24} width={160} />
            )}
          </Group>
          {account}
        </Group>
      </Container>
    </Box>
  );
}
