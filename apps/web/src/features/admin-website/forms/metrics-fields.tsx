import { TextField } from '../../../components/ui/text-field.tsx';
import { ListField } from '../fields/list-field.tsx';
import { nextItemId } from '../read-website.ts';

import { fieldSetter, type GroupFieldsProps } from './group-fields.ts';

/** Metrics: figures shown as a value under a label ('25K+', 'Pages created'). */
export function MetricsFields({ value, update }: GroupFieldsProps<'metrics'>) {
  const set = fieldSetter(update);
  return (
    <ListField
      legend="Metrics"
      itemName="metric"
      items={value.metrics}
      onChange={set('metrics')}
      createItem={(items) => ({ id: nextItemId(items), key: '', value: '' })}
      renderItem={(item, change) => (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Label"
            required
            maxLength={60}
            placeholder="Pages created"
            value={item.key}
            onChange={(event) => change({ key: event.target.value })}
          />
          <TextField
            label="Value"
            required
            maxLength={30}
            placeholder="25K+"
            value={item.value}
            onChange={(event) => change({ value: event.target.value })}
          />
        </div>
      )}
    />
  );
}
