import type { FastifyInstance } from 'fastify';
import { contactRoutes } from '../features/contact/contact.routes.ts';
import { createContactService } from '../features/contact/contact.service.ts';
import { faqRoutes } from '../features/faqs/faqs.routes.ts';
import { createFaqsService } from '../features/faqs/faqs.service.ts';
import type { OrdersService } from '../features/orders/orders.service.ts';
import { photoRoutes } from '../features/photos/photos.routes.ts';
import { createPhotosService } from '../features/photos/photos.service.ts';
import { policyRoutes } from '../features/policies/policies.routes.ts';
import { createPoliciesService } from '../features/policies/policies.service.ts';
import { testimonialRoutes } from '../features/testimonials/testimonials.routes.ts';
import { createTestimonialsService } from '../features/testimonials/testimonials.service.ts';
import type { Shared } from './shared.ts';

/** Testimonials, the contact form, FAQs, policies and the photo gallery (issue 6). */
export async function registerContent(
  app: FastifyInstance,
  { config, db, feed, limiter, mail, settings, images, guards, reads }: Shared,
  orders: OrdersService,
): Promise<void> {
  await app.register(contactRoutes, {
    prefix: '/api/contact',
    contact: createContactService({ db, limiter, mail, settings, publicUrl: config.publicUrl }),
    guards,
  });
  await app.register(async (content) => {
    // Server-rendered pages show these texts: a change clears them in every process, before its
    // answer leaves, so the writer's next page already shows it.
    content.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400)
        await feed.publish('content');
      return payload;
    });
    await registerPublicContent(content, { db, limiter, images, guards, config, reads }, orders);
  });
}

/** What the storefront's pages show: testimonials, FAQs, policies and the photo gallery. */
async function registerPublicContent(
  app: FastifyInstance,
  {
    config,
    db,
    limiter,
    images,
    guards,
    reads,
  }: Pick<Shared, 'config' | 'db' | 'limiter' | 'images' | 'guards' | 'reads'>,
  orders: OrdersService,
): Promise<void> {
  await app.register(testimonialRoutes, {
    prefix: '/api/testimonials',
    testimonials: createTestimonialsService({
      db,
      limiter,
      hasDeliveredOrder: (userId) => orders.hasDelivered(userId),
    }),
    guards,
    reads,
    trusted: { publicUrl: config.publicUrl, corsOrigins: config.corsOrigins },
  });
  await app.register(faqRoutes, {
    prefix: '/api/faqs',
    faqs: createFaqsService(db),
    guards,
    reads,
  });
  const policies = createPoliciesService(db);
  for (const kind of ['privacy', 'terms'] as const)
    await app.register(policyRoutes, { prefix: `/api/${kind}`, kind, policies, guards, reads });
  await app.register(photoRoutes, {
    prefix: '/api/photo',
    photos: createPhotosService({ db, images }),
    guards,
    reads,
  });
}
