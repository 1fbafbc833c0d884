import { mailFiles, type ReceivedMail } from '@portal/test-support/mailbox';

/** The email to `to` whose subject matches, once the portal's mail worker has written it under DATA_DIR/mail. */
export async function mailTo(dataDir: string, to: string, subject: RegExp): Promise<ReceivedMail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = (await mailFiles(dataDir)).find((mail) => mail.to === to && subject.test(mail.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no email to ${to} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
