import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that keeps what it receives, for tests of real delivery. */
export async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const waitForMail = async (to: string, timeoutMs = 15_000): Promise<ParsedMail> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = received.find(
        (m) => m.to && JSON.stringify(m.to).toLowerCase().includes(to.toLowerCase()),
      );
      if (mail) return mail;
      if (Date.now() > deadline)
        throw new Error(`no mail to ${to} within ${timeoutMs} ms (got ${received.length})`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 250);
      });
    }
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitForMail,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
