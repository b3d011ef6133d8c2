import { ApiRoutes } from '@focal/contracts/api-routes';
import type { CustomField } from '@focal/contracts/studio-lists';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../../test/bootstrap-fixture';
import { mockApi, ok } from '../../test/fetch-mock';
import { signIn } from '../../test/render-app';
import { renderPage } from '../../test/render-page';
import { CustomFieldInputs } from './custom-field-inputs';

const field = (
  id: number,
  label: string,
  type: CustomField['type'],
  entity: CustomField['entity'] = 'job',
  options: string[] = [],
): CustomField => ({
  id: `00000000-0000-4000-b000-00000000000${id}`,
  entity,
  label,
  type,
  options,
  position: id,
});
const FIELDS = [
  field(1, 'Venue', 'text'),
  field(2, 'Guests', 'number'),
  field(3, 'Rehearsal', 'date'),
  field(4, 'Package', 'select', 'job', ['Gold', 'Silver']),
  field(5, 'Pet', 'text', 'client'),
];

function Harness({ seen }: { seen: Record<string, string>[] }) {
  const [value, setValue] = useState<Record<string, string>>({ [FIELDS[3]!.id]: 'Bronze' });
  return (
    <CustomFieldInputs
      entity="job"
      value={value}
      errors={{ [FIELDS[1]!.id]: 'Enter a number.' }}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

describe('CustomFieldInputs', () => {
  it("draws an input per field of the entity by type, keeps a removed option's value, reports changes", async () => {
    signIn();
    mockApi({ [`GET ${ApiRoutes.listCustomFields.path}`]: () => ok(FIELDS) });
    const seen: Record<string, string>[] = [];
    const { user } = renderPage(<Harness seen={seen} />, { bootstrap: bootstrapFixture() });
    const venue = await screen.findByRole('textbox', { name: 'Venue' });
    expect(screen.queryByLabelText('Pet')).toBeNull();
    expect(screen.getByLabelText('Rehearsal')).toHaveAttribute('type', 'date');
    expect(screen.getByRole('textbox', { name: 'Guests' })).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByText('Enter a number.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Package' })).toHaveValue('Bronze');
    await user.type(venue, 'Barn');
    expect(seen.at(-1)).toEqual({ [FIELDS[3]!.id]: 'Bronze', [FIELDS[0]!.id]: 'Barn' });
  });
});
