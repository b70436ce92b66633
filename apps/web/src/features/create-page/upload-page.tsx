import {
  DEFAULT_DETAIL_LEVEL,
  IMAGE_MIME_TYPES,
  MAX_UPLOAD_BYTES,
  type DetailLevel,
} from '@huebook/shared/constants';
import { trimFileName } from '@huebook/shared/format';
import clsx from 'clsx';
import { ImageUp, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { Button } from '../../components/ui/button.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';

import { useUploadPage } from './api.ts';
import { CreditsLeft } from './credits-left.tsx';
import { DetailLevelField } from './detail-level-field.tsx';
import { LineArtSwitch } from './line-art-switch.tsx';
import { pictureProblem } from './picture-file.ts';
import { useSubmitLock } from './use-submit-lock.ts';

interface Picked {
  file: File;
  previewUrl: string;
}

/**
 * /pages/create/upload: pick a picture, see it, choose whether to convert it to line art, and
 * turn it into a page with POST /pages/upload (multipart `file`, `lineArt` and, converted, the
 * `detail` level), then color it.
 * The type and size are checked here first (the server checks again).
 */
export function UploadPagePage() {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const [lineArt, setLineArt] = useState(false);
  const [detail, setDetail] = useState<DetailLevel>(DEFAULT_DETAIL_LEVEL);
  const { isLocked: isUploading, lock, unlock } = useSubmitLock();
  const upload = useUploadPage();

  // The preview URL lives as long as the picture is picked.
  useEffect(() => {
    if (!picked) return undefined;
    return () => URL.revokeObjectURL(picked.previewUrl);
  }, [picked]);

  function pick(file: File | undefined) {
    if (!file || isUploading) return;
    const reason = pictureProblem(file);
    setProblem(reason);
    setPicked(reason ? null : { file, previewUrl: URL.createObjectURL(file) });
    // A refused file leaves the field empty, so picking it again is noticed.
    if (reason && inputRef.current) inputRef.current.value = '';
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    pick(event.target.files?.[0]);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setIsDragging(false);
    pick(event.dataTransfer.files[0]);
  }

  function onClear() {
    setPicked(null);
    setProblem(null);
    if (inputRef.current) inputRef.current.value = '';
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!picked || !lock()) return;
    upload.mutate(
      { file: picked.file, lineArt, detail },
      {
        // On success the form stays locked while the coloring screen opens.
        onSuccess: (page) => {
          if (page) void navigate(`/pages/${page.id}/color`);
          else unlock();
        },
        onError: unlock,
      },
    );
  }

  return (
    <section className="mx-auto max-w-2xl">
      <PageHeading title="Upload page" description="Turn a picture into a coloring page.">
        <CreditsLeft />
      </PageHeading>
      <form
        onSubmit={onSubmit}
        aria-busy={isUploading || undefined}
        className="flex flex-col gap-5 rounded-3xl bg-white p-5 ring-1 ring-ink-200 sm:p-8"
      >
        <div className="flex flex-col gap-2">
          <label htmlFor={inputId} className="text-sm font-semibold text-ink-800">
            Picture
          </label>
          <div
            onClick={(event) => {
              if (!isUploading && event.target !== inputRef.current) inputRef.current?.click();
            }}
            onDragOver={(event) => {
              event.preventDefault();
              setIsDragging(true);
            }}
            onDragLeave={() => setIsDragging(false)}
            onDrop={onDrop}
            className={clsx(
              'relative flex cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed p-6 text-center transition',
              'has-[input:focus-visible]:ring-4 has-[input:focus-visible]:ring-brand-200',
              isDragging
                ? 'border-brand-500 bg-brand-50'
                : 'border-ink-200 hover:border-brand-400 hover:bg-ink-50',
            )}
          >
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={IMAGE_MIME_TYPES.join(',')}
              aria-describedby={hintId}
              aria-invalid={problem ? true : undefined}
              disabled={isUploading}
              onChange={onChange}
              className="sr-only"
            />
            {picked ? (
              <img
                src={picked.previewUrl}
                alt="Preview of the chosen picture"
                className="max-h-80 w-auto rounded-xl object-contain"
              />
            ) : (
              <>
                <ImageUp aria-hidden="true" className="size-10 text-brand-500" />
                <p className="font-semibold text-ink-800">Choose a picture or drop it here</p>
              </>
            )}
            <p id={hintId} className="text-sm text-ink-500">
              PNG, JPEG or WebP, up to {Math.floor(MAX_UPLOAD_BYTES / 1024 / 1024)} MB.
            </p>
          </div>
          {problem && (
            <p role="alert" className="text-sm font-medium text-rose-600">
              {problem}
            </p>
          )}
          {picked && (
            <div className="flex items-center justify-between gap-3 rounded-xl bg-ink-50 px-3 py-2">
              <p className="truncate text-sm font-medium text-ink-700" title={picked.file.name}>
                {trimFileName(picked.file.name)}
              </p>
              <button
                type="button"
                onClick={onClear}
                disabled={isUploading}
                aria-label="Remove picture"
                className="rounded-lg p-1 text-ink-500 hover:bg-ink-200 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </div>
          )}
        </div>
        <LineArtSwitch checked={lineArt} onCheckedChange={setLineArt} disabled={isUploading} />
        {lineArt && <DetailLevelField value={detail} onChange={setDetail} disabled={isUploading} />}
        <Button
          type="submit"
          size="lg"
          disabled={!picked}
          isProcessing={isUploading}
          className="w-full sm:w-auto sm:self-end"
        >
          Create page
        </Button>
        {isUploading && (
          <p role="status" className="text-center text-sm text-ink-500 sm:text-right">
            {lineArt ? 'Drawing the outlines of your picture…' : 'Turning your picture into a coloring page…'}
          </p>
        )}
      </form>
    </section>
  );
}
