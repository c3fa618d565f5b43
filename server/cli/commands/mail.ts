/** `mail`: logs in to the SMTP server as a delivery would. */
import type { Command } from '../command';

export const mail: Command = {
  usage: 'mail',
  summary: 'connects to the SMTP server of SMTP_URL and logs in as a delivery would; exit 1 when it does not answer or refuses',
  parse: () => async (config) => {
    if (!config.email) return { text: 'No e-mail destination: SMTP_URL, LEADS_EMAIL_TO and LEADS_EMAIL_FROM are not all set.', exitCode: 3 };
    const { smtpLogin } = await import('../../startup-report');
    const { ok, text } = await smtpLogin(config.email);
    return { text: `e-mail: ${text}`, exitCode: ok ? 0 : 1 };
  },
};
