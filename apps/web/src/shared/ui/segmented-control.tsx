import { useId } from 'react';
import classes from './segmented-control.module.css';

type Props = {
  'aria-label': string;
  value: string;
  onChange: (value: string) => void;
  data: readonly { value: string; label: string }[];
};

/**
 * A choice of a few values side by side (List/Board, Month/Week, Monthly/Annual): a radio group, so
 * arrows move the choice and Tab enters it once. Mantine's SegmentedControl measured its labels to
 * place a floating pill; without its indicator's styles the pill sat offset and clipped (issue 31),
 * and its measuring set state from refs while React committed, a second render inside the first
 * paint of /leads and /jobs. Here the chosen label is the pill (segmented-control.module.css).
 * Every segmented control comes from here (a lint rule).
 */
export function SegmentedControl({ 'aria-label': label, value, onChange, data }: Props) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={classes.root}>
      {data.map((item) => (
        <div key={item.value} className={classes.item}>
          <input
            type="radio"
            className={classes.input}
            id={`${name}-${item.value}`}
            name={name}
            value={item.value}
            checked={item.value === value}
            onChange={() => onChange(item.value)}
          />
          <label className={classes.label} htmlFor={`${name}-${item.value}`}>
            {item.label}
          </label>
        </div>
      ))}
    </div>
  );
}
