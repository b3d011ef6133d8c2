import { Box, type BoxProps } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';

type Props = BoxProps & { html: string; component?: 'div' | 'span' };

/** Server HTML, sanitised with DOMPurify before it reaches the page. */
export default function SanitizedHtml({ html, component = 'div', ...props }: Props) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <Box component={component} {...props} dangerouslySetInnerHTML={{ __html: safe }} />;
}
