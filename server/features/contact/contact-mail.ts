import type { Contact } from '#contract/content.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';

type Shop = { shopName: string; publicUrl: string; to: string };

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** Tells the shop about a contact-form message; the visitor's words go in as text (escaped in HTML). */
export function contactReceivedMail(contact: Contact, shop: Shop): MailMessage {
  const topic = oneLine(contact.subject ?? 'a question');
  const from = [contact.name, `<${contact.email}>`, contact.phone ? `· ${contact.phone}` : '']
    .filter(Boolean)
    .join(' ');
  return {
    to: shop.to,
    subject: oneLine(`New message from ${contact.name}: ${topic}`).slice(0, 200),
    ...renderMail({
      shopName: shop.shopName,
      publicUrl: shop.publicUrl,
      preheader: oneLine(contact.message).slice(0, 120),
      heading: 'New message from the contact form',
      paragraphs: [`From: ${from}`, `Subject: ${topic}`, contact.message],
      action: { label: 'Open messages', url: `${shop.publicUrl}/admin/dashboard?section=contacts` },
      footnote: `Reply to ${contact.email} to answer.`,
    }),
  };
}
