import { Button, type ButtonProps } from '@mantine/core';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { IconChevronDown, IconPlus } from '../../../shared/ui/icons';
import { dashboardMessages } from '../messages';

type Props = ButtonProps & Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps>;

/** '+ New': the same button before the menu has loaded and as the menu's target. */
export const NewMenuButton = forwardRef<HTMLButtonElement, Props>(function NewMenuButton(props, ref) {
  return (
    <Button
      ref={ref}
      leftSection={<IconPlus size={16} />}
      rightSection={<IconChevronDown size={14} />}
      aria-label={dashboardMessages.newMenu.label}
      {...props}
    >
      {dashboardMessages.newMenu.button}
    </Button>
  );
});
