/**
 * The parts of Stripe's webhook payloads Huebook reads, checked with zod before anything is
 * applied: a signed event of another shape is answered 400 with a plain message (never a 500,
 * which Stripe would redeliver for days). Unknown fields are allowed and ignored.
 */
import { z } from 'zod';

import { AppError } from '../../errors.ts';

/** A reference Stripe sends either as an id or as the expanded object. */
const reference = z
  .union([z.string(), z.looseObject({ id: z.string() })])
  .nullish()
  .transform((value) => (typeof value === 'string' ? value : (value?.id ?? null)));

const metadata = z.record(z.string(), z.string()).nullish();

export const eventEnvelopeSchema = z.looseObject({
  id: z.string().min(1),
  type: z.string().min(1),
  /** Unix seconds. */
  created: z.number(),
  data: z.looseObject({ object: z.record(z.string(), z.unknown()) }),
});
export type EventEnvelope = z.infer<typeof eventEnvelopeSchema>;

export const checkoutSessionSchema = z.looseObject({
  id: z.string(),
  mode: z.string().nullish(),
  client_reference_id: z.string().nullish(),
  metadata,
  subscription: reference,
  customer: reference,
});

export const invoiceSchema = z.looseObject({
  id: z.string(),
  billing_reason: z.string().nullish(),
  customer: reference,
  /** Before API version 2025-03-31 the subscription was here. */
  subscription: reference,
  parent: z
    .looseObject({
      subscription_details: z.looseObject({ subscription: reference, metadata }).nullish(),
    })
    .nullish(),
  lines: z.looseObject({
    data: z.array(z.looseObject({ period: z.looseObject({ start: z.number(), end: z.number() }) })),
  }),
});

export const subscriptionSchema = z.looseObject({
  id: z.string(),
  status: z.string(),
  customer: reference,
  metadata,
  cancel_at_period_end: z.boolean().nullish(),
  cancel_at: z.number().nullish(),
  items: z
    .looseObject({
      data: z.array(
        z.looseObject({
          price: z.looseObject({ id: z.string() }).nullish(),
          current_period_end: z.number().nullish(),
        }),
      ),
    })
    .nullish(),
});

/**
 * `value` checked against `schema`.
 * @throws AppError INVALID_INPUT naming the first field that does not fit.
 */
export function readShape<T extends z.ZodType>(schema: T, value: unknown, what: string): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : 'its body';
  throw new AppError(
    'INVALID_INPUT',
    `This Stripe event is malformed: ${what}: ${field} ${issue?.message ?? ''}`.trim(),
  );
}
