import { SwitchField } from '../../../components/ui/switch-field.tsx';

/** The 'Visible' switch of a website group (spec §3: each group has a visibility flag). */
export function VisibleSwitch({
  checked,
  onCheckedChange,
  hint,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  hint: string;
}) {
  return <SwitchField label="Visible" hint={hint} checked={checked} onCheckedChange={onCheckedChange} />;
}
