import type { Website } from './website.ts';

/** Metrics: a band of big numbers. */
export function MetricsSection({ website }: { website: Website }) {
  return (
    <section id="metrics" aria-labelledby="metrics-heading" className="scroll-mt-20 px-4 sm:px-6">
      <div className="mx-auto max-w-6xl rounded-3xl bg-gradient-to-r from-brand-600 to-pink-500 px-6 py-12 text-white shadow-lg">
        <h2 id="metrics-heading" className="sr-only">
          In numbers
        </h2>
        <dl className="grid grid-cols-2 gap-8 text-center md:grid-cols-4">
          {website.metrics.metrics.map((metric, index) => (
            <div key={metric.id || index} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm font-semibold text-brand-100">{metric.key}</dt>
              <dd className="text-4xl font-extrabold tracking-tight">{metric.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
