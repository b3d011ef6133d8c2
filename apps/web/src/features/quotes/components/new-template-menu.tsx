import '@mantine/core/styles/Menu.css';
import { QUOTE_KINDS } from '@focal/contracts/quotes/content';
import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { newQuoteTemplatePath } from '../../../shared/paths';
import { IconChevronDown } from '../../../shared/ui/icons';
import { quotesMessages } from '../messages';

const texts = quotesMessages.templates;

/** "New template": a fixed quote's or a pick-and-choose one's (a template keeps its kind). */
export function NewTemplateMenu() {
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button rightSection={<IconChevronDown size={14} aria-hidden />}>{texts.add}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        {QUOTE_KINDS.map((kind) => (
          <Menu.Item key={kind} component={Link} to={newQuoteTemplatePath(kind)}>
            {texts.addKinds[kind]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
