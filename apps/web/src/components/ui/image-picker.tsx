import { useMutation } from '@tanstack/react-query';
import { ImageUp } from 'lucide-react';
import { useId } from 'react';

import { uploadImage } from '../../lib/upload-image.ts';

import { Spinner } from './spinner.tsx';

/**
 * An image-only upload button (spec §5): the picked file goes to POST /storage/upload and its
 * URL to `onUploaded`; when the upload returns nothing, the field keeps its old value.
 */
export function ImagePicker({
  label,
  onUploaded,
  onBusy,
}: {
  label: string;
  onUploaded: (url: string) => void;
  onBusy?: (isBusy: boolean) => void;
}) {
  const id = useId();
  const upload = useMutation({
    mutationFn: uploadImage,
    onMutate: () => onBusy?.(true),
    onSettled: () => onBusy?.(false),
    onSuccess: (url) => {
      if (url) onUploaded(url);
    },
  });
  return (
    <label
      htmlFor={id}
      className="inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-xl bg-white px-3 text-sm font-semibold text-ink-900 ring-1 ring-ink-200 ring-inset hover:bg-ink-50 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-brand-500"
    >
      {upload.isPending ? <Spinner /> : <ImageUp aria-hidden="true" className="size-4" />}
      {label}
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className="sr-only"
        disabled={upload.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) upload.mutate(file);
        }}
      />
    </label>
  );
}
