import {
  Center,
  type CenterProps,
  Loader,
  type LoaderProps,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import '@mantine/core/styles/VisuallyHidden.css';
import { sharedMessages } from '../messages';

type Props = CenterProps & {
  /** What is loading, in words; screen readers always hear it. */
  label?: string;
  /** Shows the words under the spinner too (a page waiting); otherwise only screen readers get them. */
  visibleLabel?: boolean;
  loaderProps?: LoaderProps;
};

/**
 * The one loading state of the app: a status region (role="status", announced politely) holding
 * the words, and a spinner hidden from assistive technology. Mantine's Loader is a span, which may
 * carry no aria-label: axe reports that as serious (aria-prohibited-attr; issue 10 §11 caught it
 * on /login while it loaded).
 */
export function LoadingStatus({
  label = sharedMessages.loading,
  visibleLabel,
  loaderProps,
  ...center
}: Props) {
  return (
    <Center role="status" aria-live="polite" {...center}>
      <Stack align="center" gap="sm">
        <Loader aria-hidden {...loaderProps} />
        {visibleLabel ? <Text>{label}</Text> : <VisuallyHidden>{label}</VisuallyHidden>}
      </Stack>
    </Center>
  );
}
