import { useEffect, useState } from 'react';

import './generation-progress.css';

/** What the generator is doing by now, as seconds pass (AI takes up to a minute, offline ~1 s). */
const STEPS: { from: number; text: string }[] = [
  { from: 0, text: 'Reading your prompt…' },
  { from: 3, text: 'Sketching the outlines…' },
  { from: 15, text: 'Inking clean black lines…' },
  { from: 40, text: 'Almost there…' },
];

/** The step text for `seconds` since generation started. */
export function generationStep(seconds: number): string {
  return STEPS.findLast((step) => seconds >= step.from)?.text ?? STEPS[0]!.text;
}

/** m:ss, e.g. 0:07. */
function formatElapsed(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Shown while POST /pages/create runs: an indeterminate progress bar, the current step, the
 * time so far and the expected wait. Mounted only while generating, so the clock starts at 0.
 */
export function GenerationProgress() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  const step = generationStep(seconds);

  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100">
      <div
        role="progressbar"
        aria-label="Generating your page"
        aria-valuetext={step}
        className="h-2 w-full overflow-hidden rounded-full bg-brand-100"
      >
        <div className="generation-sweep h-full w-2/5 rounded-full bg-brand-500" />
      </div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p role="status" className="font-semibold text-brand-800">
          {step}
        </p>
        <p className="shrink-0 text-brand-700 tabular-nums" aria-hidden="true">
          {formatElapsed(seconds)}
        </p>
      </div>
      <p className="text-sm text-ink-600">
        This usually takes a few seconds; with AI it can take up to a minute. Leaving this screen cancels it.
      </p>
    </div>
  );
}
