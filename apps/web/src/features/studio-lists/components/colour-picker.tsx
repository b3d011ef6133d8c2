import { JOB_TYPE_COLOURS } from '@focal/contracts/studio-list-constants';
import { CheckIcon, ColorSwatch, Popover, SimpleGrid, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { listMessages as texts } from '../messages';

type Props = { value: string; label: string; onChange: (colour: string) => void; disabled?: boolean };

/** A swatch that opens the palette (the calendar's colours); the chosen one carries a check. */
export function ColourPicker({ value, label, onChange, disabled }: Props) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" withArrow trapFocus>
      <Popover.Target>
        <UnstyledButton
          aria-label={label}
          aria-haspopup="dialog"
          disabled={disabled}
          onClick={() => setOpened((o) => !o)}
          style={{ display: 'inline-flex', borderRadius: '50%' }}
        >
          <ColorSwatch color={value} size={22} />
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <SimpleGrid cols={7} spacing={6} role="radiogroup" aria-label={label}>
          {JOB_TYPE_COLOURS.map((colour) => (
            <ColorSwatch
              key={colour}
              component="button"
              type="button"
              role="radio"
              aria-checked={colour === value}
              aria-label={texts.jobTypes.swatch(colour)}
              color={colour}
              size={26}
              style={{ color: '#fff', cursor: 'pointer' }}
              onClick={() => {
                onChange(colour);
                setOpened(false);
              }}
            >
              {colour === value && <CheckIcon width={12} />}
            </ColorSwatch>
          ))}
        </SimpleGrid>
      </Popover.Dropdown>
    </Popover>
  );
}
