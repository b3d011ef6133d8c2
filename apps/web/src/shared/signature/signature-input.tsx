import type { SignatureInput as Signature } from '@focal/contracts/contracts/signing';
import { Input, Paper, Stack, Text, TextInput } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { SegmentedControl } from '../ui/segmented-control';
import { signatureMessages as texts } from './messages';
import { SCRIPT_FONT } from './typed-signature';

// signature_pad arrives when the signer chooses to draw.
const SignatureDrawing = lazy(() => import('./signature-pad').then((m) => ({ default: m.SignatureDrawing })));

/**
 * A signature typed (the name, shown in a script font) or drawn; `onChange` hears the signature as
 * the server takes it, or null while there is none.
 */
export function SignatureInput({
  defaultName,
  onChange,
}: {
  defaultName: string;
  onChange: (s: Signature | null) => void;
}) {
  const [how, setHow] = useState<'typed' | 'drawn'>('typed');
  const [name, setName] = useState(defaultName);
  const choose = (value: string) => {
    const next = value as 'typed' | 'drawn';
    setHow(next);
    onChange(next === 'typed' && name.trim() ? { kind: 'typed', text: name.trim() } : null);
  };
  return (
    <Stack gap="sm">
      <Input.Wrapper label={texts.how} labelElement="div">
        <SegmentedControl
          aria-label={texts.how}
          value={how}
          onChange={choose}
          data={[
            { value: 'typed', label: texts.type },
            { value: 'drawn', label: texts.draw },
          ]}
        />
      </Input.Wrapper>
      {how === 'typed' ? (
        <>
          <TextInput
            label={texts.typedName}
            value={name}
            maxLength={200}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setName(value);
              onChange(value.trim() ? { kind: 'typed', text: value.trim() } : null);
            }}
          />
          {name.trim() && (
            <Paper withBorder p="sm" aria-label={texts.typedPreview} role="img">
              <Text ff={SCRIPT_FONT} fz={34} lh={1.2}>
                {name}
              </Text>
            </Paper>
          )}
        </>
      ) : (
        <Suspense fallback={null}>
          <SignatureDrawing onChange={(png) => onChange(png ? { kind: 'drawn', png } : null)} />
        </Suspense>
      )}
    </Stack>
  );
}
