import '@mantine/core/styles/Tabs.css';
import { Button, Code, Modal, Tabs, Text } from '@mantine/core';
import { DialogFooter } from '../../../../shared/ui/dialog-footer';
import type { OutboxMessage } from '../api/list-outbox';
import { outboxMessages as texts } from '../messages';

type Props = { message: OutboxMessage | null; onClose: () => void };

/**
 * One mail, as text or as HTML. The HTML is drawn in a sandboxed frame (`sandbox` with no
 * permission: no scripts, no forms, no top navigation, an opaque origin), so a mail can neither run
 * code nor reach the console's token.
 */
export function OutboxMessageDialog({ message, onClose }: Props) {
  return (
    <Modal opened={message !== null} onClose={onClose} title={message?.subject ?? ''} size="xl" centered>
      {message && (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {texts.to}: {message.to}
          </Text>
          {message.link !== 'NONE' && message.link !== 'LIVE' && (
            <Text size="sm" mb="sm">
              {texts.linkHidden(texts.link[message.link])}
            </Text>
          )}
          <Tabs defaultValue="text">
            <Tabs.List>
              <Tabs.Tab value="text">{texts.text}</Tabs.Tab>
              <Tabs.Tab value="html">{texts.html}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="text" pt="sm">
              <Code block style={{ whiteSpace: 'pre-wrap' }}>
                {message.text}
              </Code>
            </Tabs.Panel>
            <Tabs.Panel value="html" pt="sm">
              <iframe
                sandbox=""
                srcDoc={message.html}
                title={texts.htmlFrame(message.subject)}
                style={{ width: '100%', height: 480, border: 0 }}
              />
            </Tabs.Panel>
          </Tabs>
          <DialogFooter>
            <Button variant="default" onClick={onClose}>
              {texts.close}
            </Button>
          </DialogFooter>
        </>
      )}
    </Modal>
  );
}
