import '@fontsource/dancing-script/400.css';
import { Text, VisuallyHidden } from '@mantine/core';
import { signatureMessages } from './messages';

/** The script the sealed PDF prints a typed signature in (Dancing Script), with the system's as fallback. */
export const SCRIPT_FONT = "'Dancing Script', 'Brush Script MT', cursive";

/**
 * A typed signature as its signer saw it when signing and as the sealed PDF prints it; a screen
 * reader hears that it is one before the name.
 */
export function TypedSignature({ text, size }: { text: string; size: number }) {
  return (
    <Text ff={SCRIPT_FONT} fz={size} lh={1.2}>
      <VisuallyHidden component="span">{signatureMessages.typedSignature}: </VisuallyHidden>
      {text}
    </Text>
  );
}
