import type { Faq } from '#contract/content.ts';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** FAQs whose question or answer holds every word of the filter, in any case or accent. */
export function filterFaqs(faqs: readonly Faq[], filter: string): readonly Faq[] {
  const words = fold(filter).split(/\s+/).filter(Boolean);
  if (words.length === 0) return faqs;
  return faqs.filter((faq) => {
    const text = fold(`${faq.faqData.question} ${faq.faqData.answer}`);
    return words.every((word) => text.includes(word));
  });
}
