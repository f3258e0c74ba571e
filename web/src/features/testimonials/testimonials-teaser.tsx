import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { testimonialsQuery } from './testimonials-api.ts';
import { TestimonialCard } from './testimonial-card.tsx';

const SHOWN = 3;

/** A few customers' words; nothing at all while loading, on failure or when there are none. */
export function TestimonialsTeaser() {
  const { data } = useQuery({ ...testimonialsQuery(), retry: false });
  const testimonials = data?.slice(0, SHOWN) ?? [];
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-title" className="border-t border-line">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <p className="text-center label-caps text-accent">In their words</p>
        <h2 id="testimonials-title" className="mt-4 text-center text-4xl sm:text-5xl">
          Loved by our customers
        </h2>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial._id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
        <div className="mt-12 flex justify-center">
          <Link to="/testimonials" className={buttonClass('outline')}>
            Read more stories
          </Link>
        </div>
      </div>
    </section>
  );
}
