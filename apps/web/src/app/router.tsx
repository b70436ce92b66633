import { createBrowserRouter, type RouteObject } from 'react-router';

import { AccountPage } from '../features/account/account-page.tsx';
import { AdminColoredPagesPage } from '../features/admin-colored/colored-pages-page.tsx';
import { DashboardPage } from '../features/admin-dashboard/dashboard-page.tsx';
import { PlanEditPage } from '../features/admin-plans/plan-edit-page.tsx';
import { PlansPage } from '../features/admin-plans/plans-page.tsx';
import { AdminAccountPage } from '../features/admin-settings/admin-account-page.tsx';
import { SubscriptionsPage } from '../features/admin-subscriptions/subscriptions-page.tsx';
import { CreateUserPage } from '../features/admin-users/create-user-page.tsx';
import { EditUserPage } from '../features/admin-users/edit-user-page.tsx';
import { UsersPage } from '../features/admin-users/users-page.tsx';
import { SectionEditorPage } from '../features/admin-website/section-editor-page.tsx';
import { WEBSITE_SECTIONS } from '../features/admin-website/sections.ts';
import { WebsiteIndexPage } from '../features/admin-website/website-index-page.tsx';
import { AdminCreatePage } from '../features/auth/admin-create-page.tsx';
import { SignInPage } from '../features/auth/sign-in-page.tsx';
import { SignUpPage } from '../features/auth/sign-up-page.tsx';
import { VerifyPage } from '../features/auth/verify-page.tsx';
import { CheckoutPage } from '../features/checkout/checkout-page.tsx';
import { ColoringRoute } from '../features/coloring/coloring-page.tsx';
import { coloringLoader } from '../features/coloring/loader.ts';
import { CreateAiPage } from '../features/create-page/create-ai-page.tsx';
import { CreatePagePage } from '../features/create-page/create-page.tsx';
import { UploadPagePage } from '../features/create-page/upload-page.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { LegalPage } from '../features/landing/legal-page.tsx';
import { landingLoader, websiteLoader } from '../features/landing/loader.ts';
import { pageCreationGateLoader } from '../features/pages/loaders.ts';
import { PAGE_LISTS, PageListPage } from '../features/pages/page-list-page.tsx';
import { PaymentPage } from '../features/payment/payment-page.tsx';
import { splashLoader } from '../features/splash/loader.ts';
import { SplashPage } from '../features/splash/splash-page.tsx';

import { ErrorPage, NotFoundPage } from './error-page.tsx';
import { behindGuard, publicPagesLoader, signedInLoader, signedOutLoader } from './guards.ts';
import { LogoMark } from './layouts/brand.tsx';
import { SignedInLayout } from './layouts/signed-in-layout.tsx';
import { PublicLayout } from './public-layout.tsx';
import { AppLoading, Root } from './root.tsx';

/** The route table of spec §2. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <AppLoading />,
    children: [
      // Outside layouts.
      { path: '/admin/create', element: <AdminCreatePage /> },
      { path: '/sign-in', loader: signedOutLoader, element: <SignInPage /> },
      { path: '/sign-up', loader: signedOutLoader, element: <SignUpPage /> },
      { path: '/verify/:token', element: <VerifyPage /> },
      { path: '/payment', element: <PaymentPage /> },
      {
        path: '/splash',
        loader: splashLoader,
        element: <SplashPage logo={<LogoMark className="size-16" />} />,
      },

      // Public layout.
      {
        path: '/',
        element: <PublicLayout />,
        children: [
          { index: true, loader: landingLoader, element: <LandingPage /> },
          { path: 'privacy', loader: websiteLoader, element: <LegalPage kind="privacy" /> },
          { path: 'terms', loader: websiteLoader, element: <LegalPage kind="terms" /> },
        ],
      },

      // Signed-in user layout.
      {
        id: 'user',
        loader: signedInLoader,
        element: <SignedInLayout />,
        children: behindGuard([
          { path: '/pages/:id/color', loader: coloringLoader, element: <ColoringRoute /> },
          { path: '/pages', element: <PageListPage key="owned" config={PAGE_LISTS.owned} /> },
          { path: '/pages/create', loader: pageCreationGateLoader, element: <CreatePagePage /> },
          { path: '/pages/create/ai', loader: pageCreationGateLoader, element: <CreateAiPage /> },
          { path: '/pages/create/upload', loader: pageCreationGateLoader, element: <UploadPagePage /> },
          {
            path: '/pages/public',
            loader: publicPagesLoader,
            element: <PageListPage key="public" config={PAGE_LISTS.public} />,
          },
          { path: '/pages/favorite', element: <PageListPage key="favorite" config={PAGE_LISTS.favorite} /> },
          { path: '/pages/colored', element: <PageListPage key="colored" config={PAGE_LISTS.colored} /> },
          { path: '/checkout', element: <CheckoutPage /> },
          { path: '/account', element: <AccountPage /> },
        ]),
      },

      // Admin layout.
      {
        id: 'admin',
        path: '/admin',
        loader: signedInLoader,
        element: <SignedInLayout />,
        children: behindGuard([
          { index: true, element: <DashboardPage /> },
          { path: 'users', element: <UsersPage /> },
          { path: 'users/create', element: <CreateUserPage /> },
          { path: 'users/:id/edit', element: <EditUserPage /> },
          { path: 'pages', element: <PageListPage key="admin" config={PAGE_LISTS.admin} /> },
          { path: 'pages/colored', element: <AdminColoredPagesPage /> },
          { path: 'subscriptions', element: <SubscriptionsPage /> },
          { path: 'plans', element: <PlansPage /> },
          { path: 'plans/:id/edit', element: <PlanEditPage /> },
          { path: 'account', element: <AdminAccountPage /> },
          { path: 'website', element: <WebsiteIndexPage /> },
          ...WEBSITE_SECTIONS.map((section) => ({
            path: `website/${section.slug}`,
            element: <SectionEditorPage key={section.slug} section={section} />,
          })),
        ]),
      },

      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
