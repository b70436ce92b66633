import type { AppStatus } from '@huebook/shared/schemas/setting';
import clsx from 'clsx';
import { CircleCheck } from 'lucide-react';

import { Spinner } from '../../components/ui/spinner.tsx';

import { useAppStatus } from './api.ts';

/** The flags in the order and words of spec §3 "App status flags". */
const FLAGS: [keyof AppStatus, string][] = [
  ['openaiApi', 'Open AI API'],
  ['stripeApi', 'Stripe API'],
  ['stripeWebhook', 'Stripe Webhook'],
  ['plans', 'Plans'],
];

/** 'App setup status': a yellow icon marks a set flag, grey an unset one. */
export function AppStatusCard() {
  const status = useAppStatus();
  return (
    <section
      aria-labelledby="app-status-title"
      className="flex flex-col gap-4 rounded-3xl bg-white p-5 ring-1 ring-ink-200 sm:p-6"
    >
      <h2 id="app-status-title" className="text-lg font-extrabold text-ink-900">
        App setup status
      </h2>
      {status.isPending ? (
        <Spinner />
      ) : (
        <ul className="grid grid-cols-2 gap-3">
          {FLAGS.map(([flag, label]) => {
            const isSet = status.data?.[flag] ?? false;
            return (
              <li key={flag} className="flex items-center gap-2 font-semibold text-ink-800">
                <CircleCheck
                  role="img"
                  aria-label={isSet ? 'set' : 'not set'}
                  data-set={isSet}
                  className={clsx('size-6 shrink-0', isSet ? 'text-amber-400' : 'text-ink-300')}
                />
                {label}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
