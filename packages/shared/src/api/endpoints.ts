import { z } from 'zod';

import { chartsQuerySchema, chartsSchema, countersSchema } from '../schemas/analytics.ts';
import { listQuerySchema } from '../schemas/api.ts';
import {
  checkoutBodySchema,
  checkoutConfirmationSchema,
  checkoutConfirmBodySchema,
  checkoutSessionSchema,
} from '../schemas/checkout.ts';
import { coloredLogSchema, coloredSchema, upsertColoredBodySchema } from '../schemas/colored.ts';
import { creditSchema } from '../schemas/credit.ts';
import { numberPaletteSchema } from '../schemas/number-palette.ts';
import {
  pageCreateBodySchema,
  pageUploadFieldsSchema,
  promptSuggestionSchema,
} from '../schemas/page-create.ts';
import { listedPageSchema, pageListQuerySchema, pageSchema } from '../schemas/page.ts';
import { planSchema, planUpdateResultSchema, updatePlanBodySchema } from '../schemas/plan.ts';
import { bookJobSchema, bookPdfBodySchema, pagePdfQuerySchema } from '../schemas/print.ts';
import {
  appStatusSchema,
  settingSchema,
  settingUpdateResultSchema,
  updateSettingBodySchema,
} from '../schemas/setting.ts';
import { uploadLimitsSchema, uploadResultSchema } from '../schemas/storage.ts';
import { subscriptionCancellationSchema, subscriptionSchema } from '../schemas/subscription.ts';
import {
  confirmEmailBodySchema,
  createUserBodySchema,
  sessionSchema,
  signInBodySchema,
  signUpBodySchema,
  updateUserBodySchema,
  userSchema,
  userUpdateResultSchema,
  verificationSchema,
  verifyBodySchema,
} from '../schemas/user.ts';

import { dataOf, defineEndpoint, idParams, paginatedOf } from './contract.ts';

/** A PDF file answer (sent as bytes, not JSON). */
const pdfFileSchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'Expected PDF bytes');

/** The optional body of the favorite toggle: the wanted state (makes a retry idempotent). */
const favoriteToggleBodySchema = z.object({ favorited: z.boolean().optional() }).nullish();

/**
 * Every call of the API (spec §7), by name: the one contract the server registers its routes
 * from, the OpenAPI document (/api/openapi.json) is made from, and the web client is typed by.
 * Paths are under /api.
 */
export const endpoints = {
  // Passwordless auth (DESIGN.md "Auth").
  signUp: defineEndpoint({
    method: 'POST',
    path: '/users/sign-up',
    access: 'visitor',
    tag: 'Auth',
    summary: 'Create an account and mail a one-time code; answers the token the code is checked with.',
    body: signUpBodySchema,
    response: dataOf(verificationSchema),
  }),
  signIn: defineEndpoint({
    method: 'POST',
    path: '/users/sign-in',
    access: 'visitor',
    tag: 'Auth',
    summary: 'Mail a one-time code to an existing account.',
    body: signInBodySchema,
    response: dataOf(verificationSchema),
  }),
  createFirstAdmin: defineEndpoint({
    method: 'POST',
    path: '/users/admin/create',
    access: 'visitor',
    tag: 'Auth',
    summary: 'Create the first admin (only while there is none) and mail a one-time code.',
    body: signUpBodySchema,
    response: dataOf(verificationSchema),
  }),
  verify: defineEndpoint({
    method: 'POST',
    path: '/users/verify',
    access: 'visitor',
    tag: 'Auth',
    summary: 'Check a one-time code; answers the session (bearer token and user).',
    body: verifyBodySchema,
    response: dataOf(sessionSchema),
  }),

  // The signed-in user's account.
  readMe: defineEndpoint({
    method: 'GET',
    path: '/users/read',
    access: 'user',
    tag: 'Account',
    summary: 'The signed-in user with their plan and subscription.',
    response: dataOf(userSchema),
  }),
  updateMe: defineEndpoint({
    method: 'PATCH',
    path: '/users/update',
    access: 'user',
    tag: 'Account',
    summary: 'Change the name or photo; a new email is applied once its code is confirmed.',
    body: updateUserBodySchema,
    response: dataOf(userUpdateResultSchema),
  }),
  confirmEmail: defineEndpoint({
    method: 'POST',
    path: '/users/email/confirm',
    access: 'user',
    tag: 'Account',
    summary: 'Confirm a new email with the code mailed to it.',
    body: confirmEmailBodySchema,
    response: dataOf(userUpdateResultSchema),
  }),

  // Users (admins).
  listUsers: defineEndpoint({
    method: 'GET',
    path: '/users/paginate',
    access: 'admin',
    tag: 'Users',
    summary: 'Users, newest first, searched by name or email.',
    query: listQuerySchema,
    response: paginatedOf(userSchema),
  }),
  readUser: defineEndpoint({
    method: 'GET',
    path: '/users/:id/read',
    access: 'admin',
    tag: 'Users',
    summary: 'One user.',
    params: idParams,
    response: dataOf(userSchema),
  }),
  createUser: defineEndpoint({
    method: 'POST',
    path: '/users/create',
    access: 'admin',
    tag: 'Users',
    summary: 'Create a user (verified, no code mailed).',
    body: createUserBodySchema,
    response: dataOf(userSchema),
  }),
  updateUser: defineEndpoint({
    method: 'PATCH',
    path: '/users/:id/update',
    access: 'admin',
    tag: 'Users',
    summary: 'Change a user’s name, email, photo or admin right.',
    params: idParams,
    body: updateUserBodySchema,
    response: dataOf(z.object({ updated: z.literal(true), user: userSchema })),
  }),
  toggleUserBlocked: defineEndpoint({
    method: 'PATCH',
    path: '/users/:id/blocked/toggle',
    access: 'admin',
    tag: 'Users',
    summary: 'Block or unblock a user (their sessions end).',
    params: idParams,
    response: dataOf(userSchema),
  }),

  // Plans.
  listPlans: defineEndpoint({
    method: 'GET',
    path: '/plans/list',
    access: 'visitor',
    tag: 'Plans',
    summary: 'Every plan, cheapest first.',
    response: dataOf(z.array(planSchema)),
  }),
  listPaidPlans: defineEndpoint({
    method: 'GET',
    path: '/plans/paid/list',
    access: 'visitor',
    tag: 'Plans',
    summary: 'The paid plans with the price id checkout takes.',
    response: dataOf(z.array(planSchema)),
  }),
  readPlan: defineEndpoint({
    method: 'GET',
    path: '/plans/:id/read',
    access: 'admin',
    tag: 'Plans',
    summary: 'One plan.',
    params: idParams,
    response: dataOf(planSchema),
  }),
  updatePlan: defineEndpoint({
    method: 'POST',
    path: '/plans/:id/update',
    access: 'admin',
    tag: 'Plans',
    summary: 'Change a plan’s title, description, price, limits or Stripe price id.',
    params: idParams,
    body: updatePlanBodySchema,
    response: dataOf(planUpdateResultSchema),
  }),

  // Settings.
  listSettings: defineEndpoint({
    method: 'GET',
    path: '/settings/list',
    access: 'visitor',
    tag: 'Settings',
    summary: 'The public settings (never a secret).',
    response: dataOf(z.array(settingSchema)),
  }),
  updateSetting: defineEndpoint({
    method: 'PATCH',
    path: '/settings/:name/update',
    access: 'admin',
    tag: 'Settings',
    summary: 'Change one setting (secrets are stored encrypted and never answered).',
    params: z.object({ name: z.string().max(100) }),
    body: updateSettingBodySchema,
    response: dataOf(settingUpdateResultSchema),
  }),
  appStatus: defineEndpoint({
    method: 'GET',
    path: '/app/status',
    access: 'admin',
    tag: 'Settings',
    summary: 'Which keys are set: where the app falls back to its offline parts.',
    response: dataOf(appStatusSchema),
  }),

  // Credits and uploads.
  readCredit: defineEndpoint({
    method: 'GET',
    path: '/credits/read',
    access: 'user',
    tag: 'Credits',
    summary: 'The credits left this period (reset when it ended).',
    response: dataOf(creditSchema),
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/storage/upload',
    access: 'user',
    tag: 'Storage',
    summary: 'Store a picture (multipart `file`), re-encoded; answers its URL.',
    body: { multipart: true, fields: uploadLimitsSchema },
    response: dataOf(uploadResultSchema),
  }),

  // Pages.
  listPages: defineEndpoint({
    method: 'GET',
    path: '/pages/paginate',
    access: 'user',
    tag: 'Pages',
    summary: 'Pages of a scope (public, owned, favorite, colored, admin), sorted, searched.',
    query: pageListQuerySchema,
    response: paginatedOf(listedPageSchema),
  }),
  readPage: defineEndpoint({
    method: 'GET',
    path: '/pages/:id/read',
    access: 'user',
    tag: 'Pages',
    summary: 'One page with the viewer’s marks and colored layer.',
    params: idParams,
    response: dataOf(pageSchema),
  }),
  readPagePalette: defineEndpoint({
    method: 'GET',
    path: '/pages/:id/palette',
    access: 'user',
    tag: 'Pages',
    summary: 'A photo page’s own colours for color by number (seed points per colour); null for other pages.',
    params: idParams,
    response: dataOf(numberPaletteSchema.nullable()),
  }),
  toggleFavorite: defineEndpoint({
    method: 'PATCH',
    path: '/pages/:id/favorited/toggle',
    access: 'paid',
    tag: 'Pages',
    summary: 'Favorite or unfavorite a page (`favorited` sets the state).',
    params: idParams,
    body: favoriteToggleBodySchema,
    response: dataOf(pageSchema),
  }),
  togglePageBlocked: defineEndpoint({
    method: 'PATCH',
    path: '/pages/:id/blocked/toggle',
    access: 'user',
    tag: 'Pages',
    summary: 'Hide or show a page (its owner or an admin).',
    params: idParams,
    response: dataOf(pageSchema),
  }),
  uploadPage: defineEndpoint({
    method: 'POST',
    path: '/pages/upload',
    access: 'user',
    tag: 'Pages',
    summary: 'Make a page from a picture (multipart `file`), kept or turned into line art; one credit.',
    body: {
      multipart: true,
      fields: pageUploadFieldsSchema.extend({ title: z.string().optional() }),
    },
    response: dataOf(pageSchema),
  }),
  createPage: defineEndpoint({
    method: 'POST',
    path: '/pages/create',
    access: 'user',
    tag: 'Pages',
    summary: 'Make a page from a prompt (OpenAI, or the offline library); one credit.',
    // No body at all asks for a page with every default (a random offline one).
    body: pageCreateBodySchema.optional().transform((body) => body ?? pageCreateBodySchema.parse({})),
    response: dataOf(pageSchema),
  }),
  suggestPrompt: defineEndpoint({
    method: 'GET',
    path: '/pages/prompt/generate',
    access: 'user',
    tag: 'Pages',
    summary: 'A page idea to start from.',
    response: dataOf(promptSuggestionSchema),
  }),

  // Print (paid plans, spec §5).
  pagePdf: defineEndpoint({
    method: 'GET',
    path: '/pages/:id/pdf',
    access: 'paid',
    tag: 'Print',
    summary: 'The page as a print-ready PDF (A4 or Letter): the saved colors under crisp 300 DPI lines.',
    params: idParams,
    query: pagePdfQuerySchema,
    produces: 'application/pdf',
    response: pdfFileSchema,
  }),
  drawingPdf: defineEndpoint({
    method: 'POST',
    path: '/pages/:id/pdf',
    access: 'paid',
    tag: 'Print',
    summary:
      'The page as a print-ready PDF with the colored layer sent (multipart `file`, PNG) and, optionally, color by number’s `numbers` (JSON) printed small and grey.',
    params: idParams,
    query: pagePdfQuerySchema,
    body: { multipart: true, fields: z.object({ numbers: z.string().optional() }) },
    produces: 'application/pdf',
    response: pdfFileSchema,
  }),
  bookPdf: defineEndpoint({
    method: 'POST',
    path: '/books/pdf',
    access: 'paid',
    tag: 'Print',
    summary: 'A coloring book: a cover and 1 to 24 pages (each with the saved colors) in one PDF.',
    body: bookPdfBodySchema,
    produces: 'application/pdf',
    response: pdfFileSchema,
  }),
  startBook: defineEndpoint({
    method: 'POST',
    path: '/books',
    access: 'paid',
    tag: 'Print',
    summary: 'Start making a book PDF (or join the same book already being made); poll it for progress.',
    body: bookPdfBodySchema,
    response: dataOf(bookJobSchema),
  }),
  bookJob: defineEndpoint({
    method: 'GET',
    path: '/books/:id',
    access: 'paid',
    tag: 'Print',
    summary: 'A book being made: its state and pages done so far.',
    params: idParams,
    response: dataOf(bookJobSchema),
  }),
  bookJobPdf: defineEndpoint({
    method: 'GET',
    path: '/books/:id/pdf',
    access: 'paid',
    tag: 'Print',
    summary: 'The PDF of a book once made (409 while it is still being made).',
    params: idParams,
    produces: 'application/pdf',
    response: pdfFileSchema,
  }),

  // Colored pages.
  upsertColored: defineEndpoint({
    method: 'PATCH',
    path: '/coloreds/upsert',
    access: 'user',
    tag: 'Colored pages',
    summary: 'Save the signed-in user’s drawing of a page (and its replay log, up to 1 MiB).',
    body: upsertColoredBodySchema,
    response: dataOf(coloredSchema),
  }),
  readColoredLog: defineEndpoint({
    method: 'GET',
    path: '/coloreds/:id/log',
    access: 'user',
    tag: 'Colored pages',
    summary: 'The signed-in user’s replay log of page `id` (base64), null when there is none.',
    params: idParams,
    response: dataOf(coloredLogSchema),
  }),
  listColoreds: defineEndpoint({
    method: 'GET',
    path: '/coloreds/paginate',
    access: 'user',
    tag: 'Colored pages',
    summary: 'Colored pages: the user’s own, every one for admins.',
    query: listQuerySchema,
    response: paginatedOf(coloredSchema),
  }),

  // Payments (Stripe).
  checkout: defineEndpoint({
    method: 'POST',
    path: '/stripe/checkout',
    access: 'user',
    tag: 'Payments',
    summary: 'Start a Stripe Checkout for a paid plan’s price; answers its URL.',
    body: checkoutBodySchema,
    response: dataOf(checkoutSessionSchema),
  }),
  confirmCheckout: defineEndpoint({
    method: 'POST',
    path: '/stripe/checkout/confirm',
    access: 'user',
    tag: 'Payments',
    summary: 'Apply a finished checkout (test mode) and answer the user on the new plan.',
    body: checkoutConfirmBodySchema,
    response: dataOf(checkoutConfirmationSchema),
  }),
  cancelSubscription: defineEndpoint({
    method: 'POST',
    path: '/stripe/subscription/cancel',
    access: 'user',
    tag: 'Payments',
    summary: 'Cancel the subscription at the end of its period.',
    response: dataOf(subscriptionCancellationSchema),
  }),
  stripeWebhook: defineEndpoint({
    method: 'POST',
    path: '/stripe/webhook',
    access: 'visitor',
    tag: 'Payments',
    summary: 'Stripe’s events, signed (`Stripe-Signature`); the raw JSON body is verified.',
    response: dataOf(z.object({ received: z.literal(true), applied: z.boolean() })),
  }),
  listSubscriptions: defineEndpoint({
    method: 'GET',
    path: '/subscriptions/paginate',
    access: 'admin',
    tag: 'Payments',
    summary: 'Subscriptions, newest first.',
    query: listQuerySchema,
    response: paginatedOf(subscriptionSchema),
  }),

  // Dashboard (admins).
  counters: defineEndpoint({
    method: 'GET',
    path: '/analytics/counters',
    access: 'admin',
    tag: 'Dashboard',
    summary: 'Users, pages, colored pages and subscriptions: this week and in all.',
    response: dataOf(countersSchema),
  }),
  charts: defineEndpoint({
    method: 'GET',
    path: '/analytics/charts',
    access: 'admin',
    tag: 'Dashboard',
    summary: 'Monthly counts for the charts, in the `tz` time zone.',
    query: chartsQuerySchema,
    response: dataOf(chartsSchema),
  }),
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
