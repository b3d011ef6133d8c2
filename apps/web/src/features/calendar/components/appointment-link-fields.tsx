import { ClientPicker } from '../../clients';
import { JobPicker } from '../../jobs';
import type { LinkValue } from '../lib/appointment-form';
import { calendarMessages } from '../messages';

const texts = calendarMessages.appointment;

type Props = {
  value: LinkValue;
  onChange: (value: LinkValue) => void;
  errors: Record<string, string>;
};

/** The client and job pickers of an appointment (blocked time has none); empty is no link. */
export function AppointmentLinkFields({ value, onChange, errors }: Props) {
  return (
    <>
      <ClientPicker
        label={texts.client}
        max={1}
        value={value.client ? [value.client] : []}
        onChange={(picked) => onChange({ ...value, client: picked[0] ?? null })}
        error={errors.clientId}
      />
      <JobPicker
        label={texts.job}
        value={value.job}
        onChange={(job) => onChange({ ...value, job })}
        error={errors.jobId}
      />
    </>
  );
}
