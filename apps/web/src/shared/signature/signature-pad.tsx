import { Box, Button, Group, Text } from '@mantine/core';
import SignaturePad from 'signature_pad';
import { useEffect, useRef } from 'react';
import { signatureMessages as texts } from './messages';

/**
 * A drawing area for a signature (szimek's signature_pad: pointer events, so a finger on a phone as
 * well as a mouse), its PNG handed up after each stroke; sized to its box at the screen's pixel
 * ratio so the line stays sharp.
 */
export function SignatureDrawing({ onChange }: { onChange: (png: string | null) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = element.offsetWidth * ratio;
    element.height = element.offsetHeight * ratio;
    element.getContext('2d')?.scale(ratio, ratio);
    const drawing = new SignaturePad(element, { penColor: '#102040' });
    drawing.addEventListener('endStroke', () =>
      changed.current(drawing.isEmpty() ? null : drawing.toDataURL('image/png')),
    );
    pad.current = drawing;
    return () => {
      drawing.off();
      pad.current = null;
    };
  }, []);

  const clear = () => {
    pad.current?.clear();
    changed.current(null);
  };

  return (
    <div>
      <Box
        component="canvas"
        ref={canvas}
        aria-label={texts.pad}
        role="img"
        w="100%"
        h={180}
        bd="1px solid var(--mantine-color-gray-4)"
        style={{ borderRadius: 'var(--mantine-radius-sm)', touchAction: 'none', display: 'block' }}
      />
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">
          {texts.padHint}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={clear}>
          {texts.clear}
        </Button>
      </Group>
    </div>
  );
}
