import type { AppointmentLink } from '@focal/contracts/calendar';
import { ClientPicker, type PickedClient } from '../../clients';
import { JobPicker, type PickedJob } from '../../jobs';
import { calendarMessages } from '../messages';

const texts = calendarMessages.appointment;

/** What an appointment is about: a client, a job, both or neither. */
export type LinkValue = { client: PickedClient | null; job: PickedJob | null };

/** The form's value from the entry's link (a limited job's hidden name shows as 'Busy'). */
export const linkValueOf = (link: AppointmentLink): LinkValue => ({
  client: link?.client ? { id: link.client.id, displayName: link.client.name } : null,
  job: link?.job
    ? { id: link.job.id, stage: link.job.stage, name: link.job.name ?? calendarMessages.entry.busy }
    : null,
});

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
