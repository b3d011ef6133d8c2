import { Button, type ButtonProps, Group } from '@mantine/core';

type Pages = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

/** "Load more" under a list paged by the server (keyset), while it has a next page. */
export function LoadMore({ query, label, size }: { query: Pages; label: string; size?: ButtonProps['size'] }) {
  if (!query.hasNextPage) return null;
  return (
    <Group justify="center">
      <Button variant="default" size={size} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
        {label}
      </Button>
    </Group>
  );
}
