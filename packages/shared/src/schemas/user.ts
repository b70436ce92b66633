import { z } from 'zod';

import { PLAN_NAMES } from '../constants.ts';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid email address').max(254));
export const nameSchema = z
  .string()
  .trim()
  .min(1, 'Enter your name')
  .max(80, 'Name is too long (80 characters at most)');

/** The plan summary carried on a user (spec §3). */
export const userPlanSchema = z.object({ title: z.string(), name: z.enum(PLAN_NAMES), paid: z.boolean() });

/** Subscription summary carried on a user: null when on the free plan. */
export const userSubscriptionSchema = z
  .object({
    id: z.string(),
    created_at: z.string(),
    canceled_at: z.string().nullable(),
    expire_at: z.string().nullable(),
  })
  .nullable();

/** A user as the API returns it (spec §3). Dates are ISO-8601 UTC strings. */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  photo: z.string().nullable(),
  admin: z.boolean(),
  blocked: z.boolean(),
  created_at: z.string(),
  stripe_id: z.string().nullable(),
  plan: userPlanSchema,
  subscription: userSubscriptionSchema,
});
export type User = z.infer<typeof userSchema>;

/** POST /users/sign-up and POST /users/admin/create. */
export const signUpBodySchema = z.object({ name: nameSchema, email: emailSchema });
export type SignUpBody = z.infer<typeof signUpBodySchema>;

/** POST /users/sign-in. */
export const signInBodySchema = z.object({ email: emailSchema });
export type SignInBody = z.infer<typeof signInBodySchema>;

/** Answer of sign-up, sign-in and admin create: the verification token for /verify/:token. */
export const verificationSchema = z.object({ token: z.string() });
export type Verification = z.infer<typeof verificationSchema>;

/** POST /users/verify: the verification token and the 5-digit code from the email. */
export const verifyBodySchema = z.object({
  token: z.string().min(1).max(200),
  code: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'Enter the 5-digit code from the email'),
});
export type VerifyBody = z.infer<typeof verifyBodySchema>;

/** Answer of verify: the access token (bearer) and the signed-in user. */
export const sessionSchema = z.object({ token: z.string(), user: userSchema });
export type Session = z.infer<typeof sessionSchema>;

/** PATCH /users/update: any of name, email, photo (a storage URL, or null to remove). */
export const updateUserBodySchema = z
  .object({
    name: nameSchema.optional(),
    email: emailSchema.optional(),
    photo: z.string().max(500).nullable().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** POST /users/create: an admin creates a user, or another admin (DESIGN.md "Auth"). */
export const createUserBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  admin: z.boolean().optional().default(false),
});
export type CreateUserBody = z.input<typeof createUserBodySchema>;

/**
 * A pending change of the user's own email: the code went to `email`, and POST
 * /users/email/confirm with `token` and the code applies it (DESIGN.md "Auth").
 */
export const emailChangeSchema = z.object({ token: z.string(), email: z.string() });
export type EmailChange = z.infer<typeof emailChangeSchema>;

/**
 * Answer of PATCH /users/update, PATCH /users/:id/update and POST /users/email/confirm. A new
 * email of one's own account is not applied yet: `emailChange` says where the code went.
 */
export const userUpdateResultSchema = z.object({
  updated: z.literal(true),
  user: userSchema,
  emailChange: emailChangeSchema.optional(),
});
export type UserUpdateResult = z.infer<typeof userUpdateResultSchema>;

/** POST /users/email/confirm: the email change's token and the code mailed to the new address. */
export const confirmEmailBodySchema = verifyBodySchema;
export type ConfirmEmailBody = z.infer<typeof confirmEmailBodySchema>;
