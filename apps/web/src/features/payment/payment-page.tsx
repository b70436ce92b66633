import type { User } from '@huebook/shared/schemas/user';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

import { ButtonLink } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuthStore } from '../../lib/auth-store.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { readFreshUser } from '../../lib/session.ts';

import { confirmTestCheckout, isTestSession } from './api.ts';

/** /payment reads the user every POLL_MS, MAX_POLLS times (a minute), until the webhook lands. */
const POLL_MS = 2_000;
const MAX_POLLS = 30;

function Shell({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <main className="grid min-h-dvh place-items-center bg-ink-50 p-6">
      <section
        aria-labelledby="payment-title"
        className="flex w-full max-w-md flex-col items-center gap-4 rounded-3xl bg-white p-8 text-center shadow-xl ring-1 ring-ink-200"
      >
        {icon}
        <h1 id="payment-title" className="text-2xl font-extrabold tracking-tight text-ink-900">
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}

function Success({ user }: { user: User }) {
  return (
    <Shell
      icon={<CircleCheck aria-hidden="true" className="size-14 text-emerald-600" />}
      title="Payment successful"
    >
      <p className="text-ink-700">
        You are now on the <strong>{user.plan.title}</strong> plan. Enjoy more pages, favorites, print and
        download.
      </p>
      <ButtonLink to="/pages/public">Public pages</ButtonLink>
    </Shell>
  );
}

function Pending() {
  return (
    <Shell icon={<Spinner className="size-10 text-brand-600" />} title="Confirming your payment">
      <p className="text-ink-700">This takes a few seconds. Please keep this page open.</p>
    </Shell>
  );
}

/** The success return: confirms a test-mode session, or waits for Stripe's webhook. */
function PaymentSuccess({ sessionId }: { sessionId: string | null }) {
  const isTest = isTestSession(sessionId);
  const queryClient = useQueryClient();
  const queryKey = queryKeys.checkout.confirmation(sessionId);
  const result = useQuery({
    queryKey,
    queryFn: () => (isTest ? confirmTestCheckout(sessionId) : readFreshUser()),
    staleTime: Infinity,
    gcTime: 0,
    // With Stripe the plan changes when the webhook lands: poll for a while.
    refetchInterval: (query) =>
      isTest || query.state.data?.plan.paid || query.state.dataUpdateCount >= MAX_POLLS ? false : POLL_MS,
  });

  if (result.isPending) return <Pending />;
  const user = result.data;
  if (user?.plan.paid) return <Success user={user} />;
  const polls = queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0;
  if (!isTest && user && polls < MAX_POLLS) return <Pending />;
  return (
    <Shell
      icon={<Clock aria-hidden="true" className="size-14 text-amber-500" />}
      title="Payment not confirmed yet"
    >
      <p className="text-ink-700">
        We have not received the confirmation of your payment yet. Your plan changes as soon as it arrives.
      </p>
      <ButtonLink to="/account">Account</ButtonLink>
    </Shell>
  );
}

/**
 * /payment, outside layouts (spec §2): where Stripe Checkout (or test mode) returns with
 * `status` = success | canceled and `session_id`.
 */
export function PaymentPage() {
  const [searchParams] = useSearchParams();
  const status = searchParams.get('status');
  const isSignedIn = useAuthStore((state) => Boolean(state.token));

  if (!isSignedIn) {
    return (
      <Shell
        icon={<CircleX aria-hidden="true" className="size-14 text-ink-400" />}
        title="Sign in to continue"
      >
        <p className="text-ink-700">Sign in to see the result of your payment.</p>
        <ButtonLink to="/sign-in">Sign in</ButtonLink>
      </Shell>
    );
  }
  if (status === 'success') return <PaymentSuccess sessionId={searchParams.get('session_id')} />;
  return (
    <Shell icon={<CircleX aria-hidden="true" className="size-14 text-rose-500" />} title="Payment canceled">
      <p className="text-ink-700">
        {status === 'canceled'
          ? 'Your payment was canceled and you have not been charged.'
          : 'No payment was made.'}
      </p>
      <ButtonLink to="/checkout">Choose plan</ButtonLink>
    </Shell>
  );
}
