import { MAIL_SAMPLES, siteOrigin } from '@brp/mail';
import { spamScore } from '@brp/testing/spamassassin';
import { expect, it } from 'vitest';

import { composedMail } from './send-mail';

// Each mail as the site sends it (nodemailer's message, the production From), scored by
// SpamAssassin's default rules offline. Its network tests (blocklists, DKIM, SPF) judge the
// sending domain, not the mail: they are left to the operator's DNS (docs/deployment.md).
const FROM = 'Neighbourhood rewards <waitlist@rewards.example.com>';
const ORIGIN = siteOrigin('https://rewards.example.com');

/** Under SpamAssassin's own threshold (5) with room to spare for a receiver's other checks. */
const MOST = 2;

it('finds spam where there is some: the rules are loaded and score', async () => {
  // GTUBE, SpamAssassin's own test string, which its default rules score 1,000 points.
  const gtube = 'XJS*C4JDBQADN1.NSBN3*2IDNEN*GTUBE-STANDARD-ANTI-UBE-TEST-EMAIL*C.34X';
  const message = { subject: 'Test', text: gtube, html: `<p>${gtube}</p>`, headers: {} };
  const { score } = await spamScore(await composedMail({ ...message, to: 'a@example.org' }, FROM));
  expect(score).toBeGreaterThan(5);
});

it.each(MAIL_SAMPLES)('the $name mail scores below 2 in SpamAssassin', async (sample) => {
  const message = { ...(await sample.render(ORIGIN)), to: 'grace@example.org' };
  const { score, rules } = await spamScore(await composedMail(message, FROM));
  console.info(`${sample.name}: ${score} points\n  ${rules.join('\n  ')}`);
  expect(score).toBeLessThan(MOST);
});
