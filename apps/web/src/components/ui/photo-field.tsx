import { Avatar } from './avatar.tsx';
import { ImagePicker } from './image-picker.tsx';

/**
 * A person's avatar with a 'Photo' upload button beside it (spec §5: when the upload returns
 * nothing, the photo stays as it was). `hint`, when given, goes under the button.
 */
export function PhotoField({
  name,
  photo,
  onUploaded,
  onBusy,
  hint,
}: {
  name: string;
  photo: string | null | undefined;
  onUploaded: (url: string) => void;
  onBusy?: (isBusy: boolean) => void;
  hint?: string;
}) {
  const picker = <ImagePicker label="Photo" onUploaded={onUploaded} onBusy={onBusy} />;
  return (
    <div className="flex items-center gap-4">
      <Avatar name={name} photo={photo} size="medium" />
      {hint ? (
        <div className="flex flex-col gap-1">
          {picker}
          <p className="text-xs text-ink-500">{hint}</p>
        </div>
      ) : (
        picker
      )}
    </div>
  );
}
