import { z } from 'zod';
import { limitParam, pageParam } from './paging.ts';
import { EmailSchema, NameSchema, PhoneSchema } from './auth.ts';
import { ImageVariantSchema } from './catalog.ts';
import { NO_NUL, NUL_MESSAGE, searchParam } from './text.ts';

export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_PAGE_SIZE = 10;
export const CONTACT_PAGE_SIZE_MAX = 100;
export const DELETE_OLD_DEFAULT_DAYS = 90;
export const DELETE_OLD_MAX_DAYS = 3650;

export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 5000;

export const POLICY_KINDS = ['privacy', 'terms'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];
export const POLICY_TITLE_MAX = 150;
export const POLICY_CONTENT_MAX = 50_000;

export const PHOTO_CAPTION_MAX = 200;
/** Widths of a gallery photo's WebP renditions (never upscaled). */
export const PHOTO_IMAGE_WIDTHS = [480, 960, 1600] as const;

const ORDER_MAX = 100_000;
const OrderSchema = z.coerce
  .number()
  .int('Order must be a whole number')
  .min(0, 'Order must be 0 or more')
  .max(ORDER_MAX);

const requiredText = (label: string, max: number, min = 1) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, min > 1 ? `${label} must be at least ${min} characters` : `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .regex(NO_NUL, NUL_MESSAGE);

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .regex(NO_NUL, NUL_MESSAGE)
    .nullish()
    .transform((value) => value || null);

// -- contact ------------------------------------------------------------------------------------

/** Anonymous submission; `website` is a honeypot that people never see and bots fill in. */
export const ContactInputSchema = z.object({
  name: NameSchema.regex(NO_NUL, NUL_MESSAGE),
  email: EmailSchema,
  phone: PhoneSchema.nullish(),
  subject: optionalText('Subject', CONTACT_SUBJECT_MAX),
  message: requiredText('Message', CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN),
  website: z.string().max(200).optional(),
});
export type ContactInput = z.input<typeof ContactInputSchema>;

/** Stored and returned as plain text: clients must never render it as HTML. */
export const ContactSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
});
export type Contact = z.infer<typeof ContactSchema>;

export const CONTACT_SORTS = ['newest', 'oldest'] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];

export const ContactsQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(CONTACT_PAGE_SIZE, CONTACT_PAGE_SIZE_MAX),
  /** Part of the name, e-mail, subject or message. */
  search: searchParam(),
  sort: z.enum(CONTACT_SORTS).default('newest'),
});
export type ContactsQuery = z.input<typeof ContactsQuerySchema>;

export const ContactsResponseSchema = z.object({
  contacts: z.array(ContactSchema),
  totalContacts: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
});
export type ContactsResponse = z.infer<typeof ContactsResponseSchema>;

const DaysSchema = z.coerce
  .number()
  .int('Days must be a whole number')
  .min(1, 'Days must be at least 1')
  .max(DELETE_OLD_MAX_DAYS, `Days must be at most ${DELETE_OLD_MAX_DAYS}`);

/** `days` may come in the query or the body; the query wins, and the default is 90. */
export const DeleteOldQuerySchema = z.object({ days: DaysSchema.optional() });
export const DeleteOldBodySchema = z.object({ days: DaysSchema.optional() }).nullish();
export type DeleteOldInput = z.input<typeof DeleteOldQuerySchema>;
export const DeleteOldResponseSchema = z.object({
  message: z.string(),
  deletedCount: z.number().int(),
});
export type DeleteOldResponse = z.infer<typeof DeleteOldResponseSchema>;

// -- FAQs ---------------------------------------------------------------------------------------

export const FaqDataSchema = z.object({
  question: requiredText('Question', FAQ_QUESTION_MAX, 5),
  answer: requiredText('Answer', FAQ_ANSWER_MAX, 2),
});
export type FaqData = z.infer<typeof FaqDataSchema>;

export const FaqSchema = z.object({
  _id: z.string(),
  faqData: z.object({ question: z.string(), answer: z.string() }),
  order: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Faq = z.infer<typeof FaqSchema>;

/** New FAQs go last unless `order` says otherwise. */
export const FaqInputSchema = z.object({
  data: FaqDataSchema,
  order: OrderSchema.optional(),
});
export type FaqInput = z.input<typeof FaqInputSchema>;

/** PUT: any of question, answer and order. */
export const FaqUpdateSchema = z
  .object({ data: FaqDataSchema.partial().optional(), order: OrderSchema.optional() })
  .refine(
    (value) =>
      value.order !== undefined ||
      value.data?.question !== undefined ||
      value.data?.answer !== undefined,
    { message: 'Nothing to update', path: ['data'] },
  );
export type FaqUpdate = z.input<typeof FaqUpdateSchema>;

export const FaqsResponseSchema = z.object({ data: z.array(FaqSchema) });
export const FaqResponseSchema = z.object({ data: FaqSchema, message: z.string().optional() });

// -- privacy policy and terms -------------------------------------------------------------------

export const PolicySchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** The Markdown staff wrote. */
  content: z.string(),
  /** `content` rendered to HTML by the server and sanitised with an allow-list. */
  html: z.string(),
  order: z.number().int(),
  createdAt: z.string(),
  /** When the section last changed. */
  updatedAt: z.string(),
});
export type Policy = z.infer<typeof PolicySchema>;

export const PolicyInputSchema = z.object({
  title: requiredText('Title', POLICY_TITLE_MAX, 2),
  content: requiredText('Content', POLICY_CONTENT_MAX),
  order: OrderSchema.optional(),
});
export type PolicyInput = z.input<typeof PolicyInputSchema>;

export const PolicyUpdateSchema = PolicyInputSchema.partial().refine(
  (value) => value.title !== undefined || value.content !== undefined || value.order !== undefined,
  { message: 'Nothing to update', path: ['content'] },
);
export type PolicyUpdate = z.input<typeof PolicyUpdateSchema>;

export const PoliciesResponseSchema = z.object({ data: z.array(PolicySchema) });
export const PolicyResponseSchema = z.object({
  data: PolicySchema,
  message: z.string().optional(),
});

// -- photos -------------------------------------------------------------------------------------

export const PhotoSchema = z.object({
  _id: z.string(),
  /** Alt text; null when staff gave none. */
  caption: z.string().nullable(),
  /** The mid-size rendition, for clients that ignore `variants`. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(ImageVariantSchema),
  createdAt: z.string(),
});
export type Photo = z.infer<typeof PhotoSchema>;

/** Multipart text fields of an upload; the file is `photo`. */
export const PhotoInputSchema = z.object({
  caption: optionalText('Caption', PHOTO_CAPTION_MAX),
});
export type PhotoInput = z.input<typeof PhotoInputSchema>;

export const PhotosResponseSchema = z.object({ photos: z.array(PhotoSchema) });
export const PhotoResponseSchema = z.object({ photo: PhotoSchema, message: z.string().optional() });
