import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';

import { coloringLoader } from '../features/coloring/loader.ts';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { landingLoader, publicSiteLoader } from '../features/landing/loader.ts';
import { PUBLIC_ROUTE_ID } from '../features/landing/use-website.ts';
import { pageCreationGateLoader } from '../features/pages/loaders.ts';
import { splashLoader } from '../features/splash/loader.ts';
import { registerPrefetchRoutes } from '../lib/route-prefetch.ts';

import { ErrorPage, NotFoundPage } from './error-page.tsx';
import { LogoMark } from './layouts/brand.tsx';
import { PublicLayout } from './public-layout.tsx';
import { AppLoading, Root } from './root.tsx';
import { behindGuard, publicPagesLoader, signedInLoader, signedOutLoader } from './route-loaders.ts';

/**
 * A lazy route showing `pick(module)`: the module (and what only it imports: the canvas,
 * charts, the editor…) is its own chunk, fetched on the first visit or on intent
 * (lib/route-prefetch.ts). Loaders stay in the route table so data and code load in parallel.
 */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** A lazy page list screen (one module, five configurations). */
const pageList = (list: 'owned' | 'public' | 'favorite' | 'colored' | 'admin') => async () => {
  const { PAGE_LISTS, PageListPage } = await import('../features/pages/page-list-page.tsx');
  return { element: <PageListPage key={list} config={PAGE_LISTS[list]} /> };
};

/** The privacy policy or the terms (with DOMPurify, which the landing does not need). */
const legalPage = (kind: 'privacy' | 'terms') => async () => {
  const { LegalPage } = await import('../features/landing/legal-page.tsx');
  return { element: <LegalPage kind={kind} /> };
};

const signedInLayout = screen(
  () => import('./layouts/signed-in-layout.tsx'),
  (m) => m.SignedInLayout,
);

/** The route table of spec §2. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <AppLoading />,
    children: [
      // Public layout: the landing site, outside the query cache (its loader reads the settings).
      {
        id: PUBLIC_ROUTE_ID,
        path: '/',
        loader: publicSiteLoader,
        element: <PublicLayout />,
        children: [
          { index: true, loader: landingLoader, element: <LandingPage /> },
          { path: 'privacy', lazy: legalPage('privacy') },
          { path: 'terms', lazy: legalPage('terms') },
        ],
      },

      // Every other screen reads the API through the query cache (query-root.tsx).
      {
        lazy: () => import('./query-root.tsx'),
        children: [
          // Outside layouts.
          {
            path: '/admin/create',
            lazy: screen(
              () => import('../features/auth/admin-create-page.tsx'),
              (m) => m.AdminCreatePage,
            ),
          },
          // Lazy too: their forms' validation (zod) stays off the landing's first download.
          {
            path: '/sign-in',
            loader: signedOutLoader,
            lazy: screen(
              () => import('../features/auth/sign-in-page.tsx'),
              (m) => m.SignInPage,
            ),
          },
          {
            path: '/sign-up',
            loader: signedOutLoader,
            lazy: screen(
              () => import('../features/auth/sign-up-page.tsx'),
              (m) => m.SignUpPage,
            ),
          },
          {
            path: '/verify/:token',
            lazy: screen(
              () => import('../features/auth/verify-page.tsx'),
              (m) => m.VerifyPage,
            ),
          },
          {
            path: '/payment',
            lazy: screen(
              () => import('../features/payment/payment-page.tsx'),
              (m) => m.PaymentPage,
            ),
          },
          {
            path: '/splash',
            loader: splashLoader,
            lazy: async () => {
              const { SplashPage } = await import('../features/splash/splash-page.tsx');
              return { element: <SplashPage logo={<LogoMark className="size-16" />} /> };
            },
          },

          // Signed-in user layout.
          {
            id: 'user',
            loader: signedInLoader,
            lazy: signedInLayout,
            children: behindGuard([
              {
                path: '/pages/:id/color',
                loader: coloringLoader,
                lazy: screen(
                  () => import('../features/coloring/coloring-page.tsx'),
                  (m) => m.ColoringRoute,
                ),
              },
              { path: '/pages', lazy: pageList('owned') },
              {
                path: '/pages/create',
                loader: pageCreationGateLoader,
                lazy: screen(
                  () => import('../features/create-page/create-page.tsx'),
                  (m) => m.CreatePagePage,
                ),
              },
              {
                path: '/pages/create/ai',
                loader: pageCreationGateLoader,
                lazy: screen(
                  () => import('../features/create-page/create-ai-page.tsx'),
                  (m) => m.CreateAiPage,
                ),
              },
              {
                path: '/pages/create/upload',
                loader: pageCreationGateLoader,
                lazy: screen(
                  () => import('../features/create-page/upload-page.tsx'),
                  (m) => m.UploadPagePage,
                ),
              },
              {
                path: '/pages/public',
                loader: publicPagesLoader,
                lazy: pageList('public'),
              },
              { path: '/pages/favorite', lazy: pageList('favorite') },
              { path: '/pages/colored', lazy: pageList('colored') },
              {
                path: '/books/new',
                lazy: screen(
                  () => import('../features/book/book-page.tsx'),
                  (m) => m.BookPage,
                ),
              },
              {
                path: '/checkout',
                lazy: screen(
                  () => import('../features/checkout/checkout-page.tsx'),
                  (m) => m.CheckoutPage,
                ),
              },
              {
                path: '/account',
                lazy: screen(
                  () => import('../features/account/account-page.tsx'),
                  (m) => m.AccountPage,
                ),
              },
            ]),
          },

          // Admin layout.
          {
            id: 'admin',
            path: '/admin',
            loader: signedInLoader,
            lazy: signedInLayout,
            children: behindGuard([
              {
                index: true,
                lazy: screen(
                  () => import('../features/admin-dashboard/dashboard-page.tsx'),
                  (m) => m.DashboardPage,
                ),
              },
              {
                path: 'users',
                lazy: screen(
                  () => import('../features/admin-users/users-page.tsx'),
                  (m) => m.UsersPage,
                ),
              },
              {
                path: 'users/create',
                lazy: screen(
                  () => import('../features/admin-users/create-user-page.tsx'),
                  (m) => m.CreateUserPage,
                ),
              },
              {
                path: 'users/:id/edit',
                lazy: screen(
                  () => import('../features/admin-users/edit-user-page.tsx'),
                  (m) => m.EditUserPage,
                ),
              },
              { path: 'pages', lazy: pageList('admin') },
              {
                path: 'pages/colored',
                lazy: screen(
                  () => import('../features/admin-colored/colored-pages-page.tsx'),
                  (m) => m.AdminColoredPagesPage,
                ),
              },
              {
                path: 'subscriptions',
                lazy: screen(
                  () => import('../features/admin-subscriptions/subscriptions-page.tsx'),
                  (m) => m.SubscriptionsPage,
                ),
              },
              {
                path: 'plans',
                lazy: screen(
                  () => import('../features/admin-plans/plans-page.tsx'),
                  (m) => m.PlansPage,
                ),
              },
              {
                path: 'plans/:id/edit',
                lazy: screen(
                  () => import('../features/admin-plans/plan-edit-page.tsx'),
                  (m) => m.PlanEditPage,
                ),
              },
              {
                path: 'account',
                lazy: screen(
                  () => import('../features/admin-settings/admin-account-page.tsx'),
                  (m) => m.AdminAccountPage,
                ),
              },
              {
                path: 'website',
                lazy: screen(
                  () => import('../features/admin-website/website-index-page.tsx'),
                  (m) => m.WebsiteIndexPage,
                ),
              },
              { path: 'website/:slug', lazy: () => import('./website-section-route.tsx') },
            ]),
          },
        ],
      },

      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  registerPrefetchRoutes(routes);
  return createBrowserRouter(routes);
}
