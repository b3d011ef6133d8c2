import { Button } from '@mantine/core';

type RetireProps = {
  /** The button's text; its accessible name is this and the row's name. */
  label: string;
  name: string;
  onClick: () => void;
};

/** A console row's red, quiet button that ends something (retire, expire). */
export function RetireButton({ label, name, onClick }: RetireProps) {
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      color="red"
      aria-label={`${label} ${name}`}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

type Props = {
  /** The row's name, which the buttons' accessible names end with. */
  name: string;
  editLabel: string;
  retireLabel: string;
  onEdit: () => void;
  onRetire: () => void;
};

/** A console row's Edit and Retire buttons (the caller lays them out and hides them once retired). */
export function RowEditRetire({ name, editLabel, retireLabel, onEdit, onRetire }: Props) {
  return (
    <>
      <Button size="compact-sm" variant="default" aria-label={`${editLabel} ${name}`} onClick={onEdit}>
        {editLabel}
      </Button>
      <RetireButton label={retireLabel} name={name} onClick={onRetire} />
    </>
  );
}
