import { z } from 'zod';

/** BIS hallmark unique id: six letters or digits (stored upper-case). */
export const HUID = /^[A-Z0-9]{6}$/;
export const CERTIFICATE_KINDS = ['huid', 'lab'] as const;
export const CERTIFICATES_MAX = 50;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/**
 * One piece's hallmark or lab certificate (DESIGN §8). Every row is one physical piece: a variant with
 * three pieces in stock carries up to three HUIDs; a sale takes one of each kind per piece.
 */
export const CertificateInputSchema = z
  .object({
    kind: z.enum(CERTIFICATE_KINDS, { error: 'A certificate is a huid or a lab certificate' }),
    lab: optionalText(40),
    number: z
      .string({ error: 'Enter the certificate number' })
      .trim()
      .toUpperCase()
      .min(4, 'A certificate number has at least 4 characters')
      .max(40, 'A certificate number has at most 40 characters')
      .regex(/^[A-Z0-9][A-Z0-9/-]*$/, 'A certificate number holds letters, digits, / and -'),
    carat: z.coerce.number().positive('Carat is above zero').max(1000).nullish(),
    colour: optionalText(20),
    clarity: optionalText(20),
    cut: optionalText(30),
    pdfUrl: z
      .url({ protocol: /^https?$/, error: 'The certificate PDF is a web address' })
      .max(500)
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((cert, ctx) => {
    if (cert.kind === 'huid' && !HUID.test(cert.number))
      ctx.addIssue({
        code: 'custom',
        path: ['number'],
        message: 'A HUID is 6 letters or digits',
      });
    if (cert.kind === 'lab' && !cert.lab)
      ctx.addIssue({ code: 'custom', path: ['lab'], message: 'Name the lab, such as IGI or GIA' });
  });
export type CertificateInput = z.input<typeof CertificateInputSchema>;
export type CertificateWrite = z.output<typeof CertificateInputSchema>;

export const CertificateSchema = z.object({
  kind: z.enum(CERTIFICATE_KINDS),
  lab: z.string().nullable(),
  number: z.string(),
  carat: z.number().nullable(),
  colour: z.string().nullable(),
  clarity: z.string().nullable(),
  cut: z.string().nullable(),
  pdfUrl: z.string().nullable(),
});
export type Certificate = z.infer<typeof CertificateSchema>;

/** A variant's certificate as staff see it: `sold` once an order line took the piece. */
export const VariantCertificateSchema = CertificateSchema.extend({ sold: z.boolean() });
export type VariantCertificate = z.infer<typeof VariantCertificateSchema>;

/** `GET /api/verify/{code}`: the piece and its certificate, never who bought it. */
export const VerifyResponseSchema = z.object({
  piece: z.object({
    name: z.string(),
    slug: z.string(),
    images: z.array(z.string()),
    metal: z.string().nullable(),
    purity: z.string().nullable(),
    weightGrams: z.number().nullable(),
    options: z.record(z.string(), z.string()),
  }),
  certificate: CertificateSchema,
});
export type VerifyResponse = z.infer<typeof VerifyResponseSchema>;

export const VerifyCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .min(4, 'Enter a certificate number or HUID')
    .max(40, 'Enter a certificate number or HUID')
    .regex(/^[A-Z0-9][A-Z0-9/-]*$/, 'Enter a certificate number or HUID'),
});
