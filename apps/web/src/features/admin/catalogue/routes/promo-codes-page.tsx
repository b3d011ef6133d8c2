import { Stack } from '@mantine/core';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { PageHeader } from '../../../../shared/ui/page-header';

/** Stub: the console routes here; the real page follows in this part (W2). */
export function PromoCodesPage() {
  return (
    <Stack gap="lg">
      <PageHeader title="Promo codes" description="Codes, their discounts and redemptions." />
      <EmptyState title="No promo codes yet">Promo codes you create appear here.</EmptyState>
    </Stack>
  );
}
