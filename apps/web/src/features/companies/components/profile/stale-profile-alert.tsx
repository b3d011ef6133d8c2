import { Alert, Button } from '@mantine/core';
import { useState } from 'react';
import { companiesMessages as texts } from '../../messages';

type Props = { title: string; message: string; onReload: () => Promise<void> };

/** The answer to a save refused as stale (409 StaleVersion): the server's words and a way to reload. */
export function StaleProfileAlert({ title, message, onReload }: Props) {
  const [loading, setLoading] = useState(false);
  return (
    <Alert color="orange" title={title} role="alert">
      {message}
      <Button
        display="block"
        mt="sm"
        size="xs"
        variant="default"
        loading={loading}
        onClick={() => {
          setLoading(true);
          void onReload().finally(() => setLoading(false));
        }}
      >
        {texts.reloadProfile}
      </Button>
    </Alert>
  );
}
