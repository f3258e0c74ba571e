import { describe, expect, it } from 'vitest';
import {
  emailChangedMail,
  maskEmail,
  passwordChangedMail,
  resetCodeMail,
  verificationCodeMail,
} from './auth-mails.ts';

const shop = { shopName: 'Kanak Jewels', publicUrl: 'https://kanakjewels.in' };
const person = { to: 'asha@example.com', name: '<script>Asha</script>' };

describe('account mails', () => {
  it.each([
    ['verification', verificationCodeMail, /^Verify your e-mail for Kanak Jewels$/],
    ['password reset', resetCodeMail, /password reset code/],
  ])('the %s mail carries its code in text and HTML, not in the subject', (_n, build, subject) => {
    const mail = build({ ...person, ...shop, code: '507316', minutes: 10 });
    expect(mail.to).toBe('asha@example.com');
    expect(mail.subject).toMatch(subject);
    expect(mail.subject).not.toContain('507316');
    expect(mail.text.split('\n')).toContain('507316');
    expect(mail.html).toContain('507316');
    expect(mail.text).toContain('10 minutes');
  });

  it('escapes the customer name in the HTML', () => {
    const { html, text } = verificationCodeMail({ ...person, ...shop, code: '1', minutes: 10 });
    expect(html).not.toContain('<script>');
    expect(html).toContain('Dear &#60;script&#62;Asha&#60;/script&#62;,');
    expect(text).toContain('Dear <script>Asha</script>,');
  });

  it('the reset mail tells someone who did not ask to ignore it', () => {
    const { text } = resetCodeMail({ ...person, ...shop, code: '507316', minutes: 10 });
    expect(text).toMatch(/did not ask for it, ignore this mail/);
  });

  it('the password-changed mail gives the time and says how to recover', () => {
    const { subject, text, html } = passwordChangedMail({
      ...person,
      ...shop,
      changedAt: new Date('2026-03-05T09:30:00Z'),
    });
    expect(subject).toBe('Your Kanak Jewels password was changed');
    expect(text).toContain('5 March 2026');
    expect(text).toMatch(/3:00\s?pm/i);
    expect(text).toContain(
      "If this wasn't you, reset your password at https://kanakjewels.in/forgot-password",
    );
    expect(text).toContain('https://kanakjewels.in/contact');
    expect(html).toContain('href="https://kanakjewels.in/forgot-password"');
  });
});

describe('e-mail changed mail', () => {
  it('tells the old address where the account moved, partly masked, when, and what to do if it was not them', () => {
    const { to, subject, text, html } = emailChangedMail({
      ...person,
      ...shop,
      newEmail: 'moved.here@example.net',
      changedAt: new Date('2026-03-05T09:30:00Z'),
    });
    expect(to).toBe('asha@example.com');
    expect(subject).toBe('Your Kanak Jewels e-mail address was changed');
    expect(text).toContain('m•••e@example.net');
    expect(text).not.toContain('moved.here');
    expect(text).toContain('5 March 2026');
    expect(text).toContain("If this wasn't you, contact us at https://kanakjewels.in/contact");
    expect(html).toContain('href="https://kanakjewels.in/contact"');
  });

  it('masks short local parts too, keeping the domain', () => {
    expect(maskEmail('ab@example.com')).toBe('a•••@example.com');
    expect(maskEmail('abc@shop.in')).toBe('a•••c@shop.in');
  });
});
