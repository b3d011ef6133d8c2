import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { TEMPLATES_PATH } from '../../../shared/paths';
import { frameMessages as texts } from '../../messages';
import classes from './frame.module.css';
import { ChevronIcon } from './icons';

/**
 * Spec 01 §2.3: the header of a template editor: Go back to the quote and invoice templates, and
 * Save, which submits the page's form (`templateForm`, the form's id, from the route's handle).
 */
export function TemplateHeader({ templateForm }: { templateForm: string | undefined }) {
  return (
    <header className={classes.header}>
      <Button
        component={Link}
        to={TEMPLATES_PATH}
        variant="subtle"
        leftSection={
          <span style={{ display: 'inline-flex', transform: 'rotate(90deg)' }}>
            <ChevronIcon open={false} />
          </span>
        }
      >
        {texts.goBack}
      </Button>
      {templateForm && (
        <Group ml="auto">
          <Button type="submit" form={templateForm}>
            {texts.save}
          </Button>
        </Group>
      )}
    </header>
  );
}
