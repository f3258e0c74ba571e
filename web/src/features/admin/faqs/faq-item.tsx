import type { Faq } from '#contract/content.ts';
import { OrderedItem, type OrderedItemProps } from '../components/ordered-item.tsx';

/** One FAQ as visitors read it (plain text, never markup), with its place and the staff actions. */
export function FaqItem({ faq, ...item }: OrderedItemProps & { faq: Faq }) {
  const { question, answer } = faq.faqData;
  return (
    <OrderedItem idPrefix="faq" id={faq._id} name={question} {...item}>
      <h2 className="text-lg leading-snug break-words">{question}</h2>
      <p className="text-sm break-words whitespace-pre-line text-muted">{answer}</p>
    </OrderedItem>
  );
}
