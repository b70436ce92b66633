import { ImageOff, Trash2 } from 'lucide-react';
import { useId } from 'react';

import { Button } from '../../../components/ui/button.tsx';
import { ImagePicker } from '../../../components/ui/image-picker.tsx';

/**
 * A picture of the landing site: its preview, an upload button (POST /storage/upload through
 * ImagePicker; a failed upload keeps the old picture) and 'Remove'.
 */
export function ImageField({
  label,
  value,
  onChange,
  onBusy,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  onBusy: (isBusy: boolean) => void;
}) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-semibold text-ink-800">
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        {value ? (
          <img
            src={value}
            alt={`${label} preview`}
            className="size-20 rounded-xl bg-ink-50 object-cover ring-1 ring-ink-200"
          />
        ) : (
          <span className="grid size-20 place-items-center rounded-xl bg-ink-100 text-ink-400">
            <ImageOff aria-hidden="true" className="size-6" />
            <span className="sr-only">No picture</span>
          </span>
        )}
        <ImagePicker label={`Upload ${label.toLowerCase()}`} onUploaded={onChange} onBusy={onBusy} />
        {value && (
          <Button
            variant="light"
            size="sm"
            onClick={() => onChange('')}
            aria-label={`Remove ${label.toLowerCase()}`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remove
          </Button>
        )}
      </div>
    </div>
  );
}
