import { describe, expect, it } from 'vitest';

import { toChartPanels, toCounterBlocks } from './chart-data.ts';

describe('toCounterBlocks', () => {
  it('gives This week then All time, four labelled counters each, compact text', () => {
    const blocks = toCounterBlocks({
      week: { users: 3, pages: 1200, coloreds: 0, subscriptions: 1 },
      total: { users: 45_321, pages: 9, coloreds: 1_000_000, subscriptions: 12 },
    });
    expect(blocks.map((block) => block.title)).toEqual(['This week', 'All time']);
    expect(blocks[0]!.tiles.map((tile) => [tile.label, tile.text])).toEqual([
      ['Users', '3'],
      ['Pages', '1.2K'],
      ['Colored pages', '0'],
      ['Subscriptions', '1'],
    ]);
    expect(blocks[1]!.tiles.map((tile) => tile.text)).toEqual(['45.3K', '9', '1M', '12']);
    expect(blocks[1]!.tiles[0]!.value).toBe(45_321);
  });
});

describe('toChartPanels', () => {
  it('maps the four series in order with their titles, points and totals', () => {
    const panels = toChartPanels({
      users: [
        { name: 'Oct 2026', count: 2 },
        { name: 'Nov 2026', count: 5 },
      ],
      pages: [{ name: 'Nov 2026', count: 0 }],
      coloreds: [],
      subscriptions: [{ name: 'Nov 2026', count: 1 }],
    });
    expect(panels.map((panel) => panel.title)).toEqual(['Users', 'Pages', 'Colored pages', 'Subscriptions']);
    expect(panels[0]).toEqual({
      series: 'users',
      title: 'Users',
      rows: [
        { name: 'Oct 2026', count: 2 },
        { name: 'Nov 2026', count: 5 },
      ],
      total: 7,
    });
    expect(panels[2]!.rows).toEqual([]);
    expect(panels[3]!.total).toBe(1);
  });

  it('plots a missing series as empty', () => {
    const panels = toChartPanels({ users: [{ name: 'Jan 2026', count: 1 }] });
    expect(panels.map((panel) => panel.rows.length)).toEqual([1, 0, 0, 0]);
  });
});
