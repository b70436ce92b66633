// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';

import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { ListField, moveItem } from './list-field.tsx';

afterEach(cleanup);

interface Step {
  id: number;
  content: string;
}

function Steps({ initial }: { initial: Step[] }) {
  const [items, setItems] = useState(initial);
  return (
    <ListField
      legend="Instructions"
      itemName="instruction"
      items={items}
      onChange={setItems}
      createItem={(current) => ({ id: current.length + 10, content: '' })}
      renderItem={(item, update) => (
        <label>
          Instruction
          <input value={item.content} onChange={(event) => update({ content: event.target.value })} />
        </label>
      )}
    />
  );
}

const values = () =>
  screen.getAllByRole('textbox', { name: 'Instruction' }).map((input) => (input as HTMLInputElement).value);

describe('moveItem', () => {
  it('moves one item and leaves the input alone', () => {
    const items = ['a', 'b', 'c'];
    expect(moveItem(items, 2, 0)).toEqual(['c', 'a', 'b']);
    expect(items).toEqual(['a', 'b', 'c']);
  });
});

describe('ListField', () => {
  const initial = [
    { id: 1, content: 'Describe' },
    { id: 2, content: 'Generate' },
    { id: 3, content: 'Color' },
  ];

  it('moves an item and keeps focus on the button that moved it', async () => {
    const user = userEvent.setup();
    render(<Steps initial={initial} />);
    await user.click(screen.getByRole('button', { name: 'Move instruction 3 up' }));
    expect(values()).toEqual(['Describe', 'Color', 'Generate']);
    expect(screen.getByRole('button', { name: 'Move instruction 2 up' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Move instruction 2 up' }));
    expect(values()).toEqual(['Color', 'Describe', 'Generate']);
    // At the top, 'Move up' is disabled: focus goes to the item's Remove button.
    expect(screen.getByRole('button', { name: 'Move instruction 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove instruction 1' })).toHaveFocus();
  });

  it('adds an item with focus in its first field, and removes items', async () => {
    const user = userEvent.setup();
    render(<Steps initial={initial} />);
    await user.click(screen.getByRole('button', { name: 'Add instruction' }));
    const added = screen.getByRole('group', { name: 'Instruction 4' });
    expect(within(added).getByRole('textbox', { name: 'Instruction' })).toHaveFocus();
    await user.keyboard('Share');
    expect(values()).toEqual(['Describe', 'Generate', 'Color', 'Share']);

    await user.click(screen.getByRole('button', { name: 'Remove instruction 2' }));
    expect(values()).toEqual(['Describe', 'Color', 'Share']);
    expect(screen.getByRole('button', { name: 'Remove instruction 2' })).toHaveFocus();
  });

  it('says so when the list is empty', () => {
    render(<Steps initial={[]} />);
    expect(screen.getByText('No instructions yet.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Instructions' })).toBeInTheDocument();
  });
});
