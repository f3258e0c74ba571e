import { useQuery } from '@tanstack/react-query';
import { Search, SearchX } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Faq } from '#contract/content.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { SearchField } from '#web/components/ui/search-field.tsx';
import { usePageTitle } from '#web/features/config/config-api.ts';
import { faqsQuery } from '#web/features/content/content-api.ts';
import { FaqAccordion } from '#web/features/content/faq-accordion.tsx';
import { filterFaqs } from '#web/features/content/faq-filter.ts';
import { ContentHeader } from './content-header.tsx';

function FilterBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div role="search" className="relative">
      <label htmlFor={id} className="block label-caps">
        Filter the questions
      </label>
      <Search
        size={18}
        strokeWidth={1.5}
        className="pointer-events-none absolute bottom-3.5 left-4 text-muted"
        aria-hidden
      />
      <SearchField
        id={id}
        value={value}
        placeholder="Delivery, returns, hallmark…"
        onChange={onChange}
        onClear={() => onChange('')}
        clearLabel="Clear the filter"
        inputClass="mt-2 min-h-12 py-3 pr-12 pl-11 text-base"
        clearClass="right-1 bottom-1"
      />
    </div>
  );
}

function FaqsSkeleton() {
  return (
    <div role="status" className="divide-y divide-line border-y border-line">
      <span className="sr-only">Loading the questions…</span>
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} aria-hidden="true" className="py-5">
          <div className="h-5 w-3/4 animate-pulse bg-surface" />
        </div>
      ))}
    </div>
  );
}

function NoMatch({ filter, onClear }: { filter: string; onClear: () => void }) {
  return (
    <div className="flex flex-col items-center border border-line bg-surface px-6 py-14 text-center">
      <SearchX size={32} strokeWidth={1.2} className="text-gold" aria-hidden />
      <h2 className="mt-4 text-2xl">No questions match “{filter.trim()}”</h2>
      <p className="mt-3 max-w-md text-muted">
        Try another word, or ask us directly: we answer every message.
      </p>
      <div className="mt-8 flex flex-col gap-4 min-[420px]:flex-row">
        <button type="button" className={buttonClass('primary')} onClick={onClear}>
          Show all questions
        </button>
        <Link to="/contact" className={buttonClass('outline')}>
          Ask us
        </Link>
      </div>
    </div>
  );
}

function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  const [filter, setFilter] = useState('');
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set());
  const shown = filterFaqs(faqs, filter);
  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <>
      <FilterBox value={filter} onChange={setFilter} />
      <p role="status" aria-live="polite" className="mt-3 mb-8 text-sm text-muted">
        {filter.trim() ? `${shown.length} of ${faqs.length} questions` : ''}
      </p>
      {shown.length === 0 ? (
        <NoMatch filter={filter} onClear={() => setFilter('')} />
      ) : (
        <section aria-labelledby="faq-list-title">
          <h2 id="faq-list-title" className="sr-only">
            Questions and answers
          </h2>
          <FaqAccordion faqs={shown} openIds={openIds} onToggle={toggle} />
        </section>
      )}
    </>
  );
}

function FaqsContent() {
  const query = useQuery(faqsQuery());
  if (query.isPending) return <FaqsSkeleton />;
  if (query.isError) {
    return (
      <LoadError
        title="We could not load the FAQs"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <div className="border border-line bg-surface px-6 py-14 text-center">
        <h2 className="text-2xl">No questions here yet</h2>
        <p className="mt-3 text-muted">Our jewellers are happy to answer yours directly.</p>
        <Link to="/contact" className={buttonClass('primary', 'mt-8')}>
          Ask us a question
        </Link>
      </div>
    );
  }
  return <FaqList faqs={query.data} />;
}

export function FaqsPage() {
  usePageTitle('FAQs');
  return (
    <>
      <ContentHeader eyebrow="Help" title="Frequently asked questions">
        <p>Ordering, delivery, returns, hallmarking, sizing and care, answered plainly.</p>
      </ContentHeader>
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
        <FaqsContent />
        <p className="mt-14 text-center text-muted">
          Still wondering about something?{' '}
          <Link
            to="/contact"
            className="text-accent underline underline-offset-4 hover:no-underline"
          >
            Write to us
          </Link>
          .
        </p>
      </div>
    </>
  );
}
