import { loadImage } from '../illustration.ts';

/** Side of the video in pixels: the 1024 px page scaled down to keep encoding light on phones. */
export const VIDEO_SIZE = 720;
/** WebM codecs in order of preference (MediaRecorder.isTypeSupported decides). */
const VIDEO_TYPES = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm'];

export interface VideoRecording {
  /** Draws the current frame: white page, the replay's colour layer, the lines multiplied on top. */
  frame(): void;
  /** Stops recording. @returns the WebM file. */
  finish(): Promise<Blob>;
  /** Stops recording and drops what was recorded. */
  discard(): void;
}

/**
 * Records the replay as a WebM video (MediaRecorder on a canvas captureStream, a frame each time the replay draws one) composed
 * the way export composes the page (DESIGN.md "Colored pages": white, colours, lines multiplied),
 * at full colour opacity. Runs in the browser only: a paid feature gated by the caller, never
 * by the server (nothing is uploaded).
 * @throws Error in plain words when the browser cannot record video.
 */
export async function startVideo(
  colors: HTMLCanvasElement,
  illustrationUrl: string,
): Promise<VideoRecording> {
  const type =
    typeof MediaRecorder === 'undefined'
      ? undefined
      : VIDEO_TYPES.find((t) => MediaRecorder.isTypeSupported(t));
  if (!type) throw new Error('This browser cannot record a video of the replay.');
  const lines = await loadImage(illustrationUrl);
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = VIDEO_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot record a video of the replay.');
  const frame = () => {
    context.globalCompositeOperation = 'source-over';
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, VIDEO_SIZE, VIDEO_SIZE);
    context.drawImage(colors, 0, 0, VIDEO_SIZE, VIDEO_SIZE);
    context.globalCompositeOperation = 'multiply';
    context.drawImage(lines, 0, 0, VIDEO_SIZE, VIDEO_SIZE);
  };
  // Frames are sent when drawn (requestFrame), so none is missed on a busy machine.
  const stream = canvas.captureStream(0);
  const [track] = stream.getVideoTracks() as CanvasCaptureMediaStreamTrack[];
  const draw = frame;
  const recorder = new MediaRecorder(stream, { mimeType: type, videoBitsPerSecond: 2_500_000 });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  // Not waiting for 'start': Chromium fires it only once a frame came, and frames come on request.
  recorder.start(1000);
  const sendFrame = () => {
    draw();
    track?.requestFrame();
  };
  sendFrame();
  const stop = () =>
    new Promise<void>((resolve) => {
      recorder.onstop = () => resolve();
      recorder.stop();
      for (const track of stream.getTracks()) track.stop();
    });
  return {
    frame: sendFrame,
    finish: async () => {
      await stop();
      if (chunks.length === 0) throw new Error('The video of the replay could not be recorded. Try again.');
      return new Blob(chunks, { type: 'video/webm' });
    },
    discard: () => void stop(),
  };
}
