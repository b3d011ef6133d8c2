import type { BoxProps } from '@mantine/core';
import { lazy, Suspense } from 'react';

// DOMPurify loads with the first HTML shown, not with the first page.
const SanitizedHtml = lazy(() => import('./sanitized-html'));

type Props = BoxProps & { html: string; component?: 'div' | 'span' };

/** Server HTML, sanitised; renders nothing until the sanitiser has loaded (a few milliseconds). */
export function Html(props: Props) {
  return (
    <Suspense fallback={null}>
      <SanitizedHtml {...props} />
    </Suspense>
  );
}
