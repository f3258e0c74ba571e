import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { testimonials } from '../features/testimonials/testimonials.table.ts';

const DEMO: [string, string, number, string][] = [
  [
    'Ananya Sharma',
    'My bridal kundan set was even more beautiful in person. The team helped me choose every piece with such patience.',
    5,
    'Jaipur',
  ],
  [
    'Rohit Mehta',
    'Bought a solitaire for our engagement. Certified stone, honest advice and the ring arrived fully insured in two days.',
    5,
    'Mumbai',
  ],
  [
    'Farah Khan',
    'Lovely oxidised silver jhumkas at a fair price. I get compliments every time I wear them.',
    4,
    'Hyderabad',
  ],
  [
    'Lakshmi Iyer',
    'Our family has bought gold here for years. The hallmark and the weight are always exactly as promised.',
    5,
    'Chennai',
  ],
  [
    'Gurpreet Kaur',
    'Exchanged a bangle size without any fuss. Courteous, quick and transparent.',
    4,
    'Amritsar',
  ],
];

/** A few approved words from customers, so the demo shop's home page has a voice. */
export async function seedDemoTestimonials(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(testimonials);
  if (Number(existing?.n ?? 0) > 0) return;
  const now = Date.now();
  await db.insert(testimonials).values(
    DEMO.map(([name, message, rating, location], index) => ({
      id: newId(),
      name,
      message,
      rating,
      location,
      status: 'approved' as const,
      isVerifiedBuyer: true,
      createdAt: new Date(now - (index + 1) * 5 * 86_400_000),
      reviewedAt: new Date(now - (index + 1) * 5 * 86_400_000 + 3_600_000),
    })),
  );
}
