import { CANVAS_SIZE, DRAWING_OPACITY } from '@huebook/shared/constants';
import { MESSAGES } from '@huebook/shared/messages';
import type { Page } from '@huebook/shared/schemas/page';
import { Clapperboard, Play, Square, Video } from 'lucide-react';
import { useId, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';

import { Button } from '../../../components/ui/button.tsx';
import { downloadBlob } from '../../../lib/download.ts';
import { notify } from '../../../lib/notification-store.ts';
import { loadCurrentUser } from '../../../lib/session.ts';
import type { ColoringSession } from '../coloring-session.ts';
import { exportDenial } from '../export-gate.ts';

import { useReplay, type ReplaySpeed } from './use-replay.ts';

const SPEEDS: { value: ReplaySpeed; label: string }[] = [
  { value: '1', label: '1×' },
  { value: '4', label: '4×' },
  { value: 'top', label: 'Top' },
];

/**
 * "Replay" under the page (issue 15): plays the coloring back over the line art at 1×, 4× or
 * top speed, on a canvas of its own laid over the page (the colour layer is hidden meanwhile,
 * never redrawn, so the page is exactly as it was afterwards); Stop or Escape ends it. "Export
 * video" downloads the replay as WebM for paid plans; others get the spec's paid-feature answer
 * (the danger message and /checkout). The video is made in the browser: no server rule changes.
 * (Not "Download video": the toolbar's Download keeps a name no other button contains.)
 */
export function ReplayBar({
  session,
  page,
  canvasRef,
  isReady,
}: {
  session: ColoringSession | null;
  page: Pick<Page, 'id' | 'illustration'>;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  isReady: boolean;
}) {
  const navigate = useNavigate();
  const replay = useReplay(session, canvasRef);
  const { canvasRef: replayCanvasRef, host } = replay;
  const [speed, setSpeed] = useState<ReplaySpeed>('4');
  const speedId = useId();
  const isRunning = replay.status !== 'idle';

  const run = async (video: boolean) => {
    try {
      if (video) {
        const denial = exportDenial(await loadCurrentUser(), 'download');
        if (denial) {
          notify({ message: denial, variant: 'danger', persist: true });
          void navigate('/checkout');
          return;
        }
      }
      const file = await replay.play(speed, video ? { illustrationUrl: page.illustration } : undefined);
      if (file) downloadBlob(file, `coloring-replay-${page.id}.webm`);
    } catch (error) {
      notify({
        message: error instanceof Error ? error.message : MESSAGES.somethingWentWrong,
        variant: 'danger',
      });
    }
  };

  const percent = Math.round(replay.progress * 100);
  return (
    <section
      aria-label="Replay"
      className="flex w-full max-w-3xl flex-wrap items-center justify-between gap-3 rounded-xl bg-white px-3 py-2 text-sm text-ink-700 ring-1 ring-ink-100"
    >
      <p className="flex items-center gap-2">
        <Clapperboard aria-hidden="true" className="size-4 shrink-0" />
        {isRunning ? (
          <span role="status">
            {replay.status === 'recording' ? 'Recording the replay' : 'Replaying'}… {percent}%
          </span>
        ) : (
          <span>Watch how this page was colored.</span>
        )}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={speedId} className="font-semibold text-ink-600">
          Speed
        </label>
        <select
          id={speedId}
          value={speed}
          disabled={isRunning}
          onChange={(event) => setSpeed(event.target.value as ReplaySpeed)}
          className="rounded-lg border-0 bg-ink-50 py-1.5 pr-8 pl-3 font-semibold text-ink-800 ring-1 ring-ink-200 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {SPEEDS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {isRunning ? (
          <Button size="sm" variant="light" onClick={replay.stop} aria-keyshortcuts="Escape">
            <Square aria-hidden="true" className="size-4" />
            Stop replay
          </Button>
        ) : (
          <>
            <Button size="sm" onClick={() => void run(false)} disabled={!isReady || !replay.canReplay}>
              <Play aria-hidden="true" className="size-4" />
              Replay
            </Button>
            <Button
              size="sm"
              variant="light"
              onClick={() => void run(true)}
              disabled={!isReady || !replay.canReplay}
            >
              <Video aria-hidden="true" className="size-4" />
              Export video
            </Button>
          </>
        )}
      </div>
      {isRunning &&
        host &&
        createPortal(
          <canvas
            ref={replayCanvasRef}
            width={CANVAS_SIZE}
            height={CANVAS_SIZE}
            data-testid="replay-canvas"
            aria-hidden="true"
            // Over the lines, multiplied: the same picture as the colour layer under them.
            className="pointer-events-none absolute inset-0 size-full mix-blend-multiply"
            style={{ opacity: DRAWING_OPACITY }}
          />,
          host,
        )}
    </section>
  );
}
