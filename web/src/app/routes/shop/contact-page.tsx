import { Link } from 'react-router';
import { ContactForm } from '#web/features/content/contact-form.tsx';
import { usePageTitle } from '#web/features/config/config-api.ts';
import { ContactDetails } from './contact-details.tsx';
import { ContentHeader } from './content-header.tsx';

const FORM_TITLE_ID = 'contact-form-title';
const LINK = 'text-accent underline underline-offset-4 hover:no-underline';

export function ContactPage() {
  usePageTitle('Contact');
  return (
    <>
      <ContentHeader eyebrow="We would love to hear from you" title="Contact us">
        <p>
          A question about a piece, a size or a custom design? Write to us and one of our jewellers
          will answer within a working day. Many answers are already in our{' '}
          <Link to="/faqs" className={LINK}>
            FAQs
          </Link>
          .
        </p>
      </ContentHeader>
      <div className="mx-auto grid max-w-6xl gap-14 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.6fr_1fr] lg:gap-20 lg:px-8">
        <section aria-labelledby={FORM_TITLE_ID}>
          <h2 id={FORM_TITLE_ID} className="text-3xl sm:text-4xl">
            Send us a message
          </h2>
          <p className="mt-3 text-sm text-muted">Fields not marked optional are needed.</p>
          <div className="mt-8">
            <ContactForm titleId={FORM_TITLE_ID} />
          </div>
        </section>
        <section aria-labelledby="visit-title" className="lg:border-l lg:border-line lg:pl-12">
          <h2 id="visit-title" className="text-3xl sm:text-4xl">
            Visit or call
          </h2>
          <div className="mt-8">
            <ContactDetails />
          </div>
        </section>
      </div>
    </>
  );
}
