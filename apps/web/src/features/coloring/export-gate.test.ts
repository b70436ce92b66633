import { describe, expect, it, vi } from 'vitest';

import { exportDenial, runExport, type ExportDeps, type ExportUser } from './export-gate.ts';

const paid: ExportUser = { plan: { paid: true } };
const free: ExportUser = { plan: { paid: false } };

function deps(user: ExportUser | null) {
  return {
    readUser: vi.fn(async () => user),
    deny: vi.fn(),
    print: vi.fn(async () => undefined),
    download: vi.fn(async () => undefined),
  } satisfies ExportDeps;
}

describe('exportDenial', () => {
  it('lets a paid plan print and download', () => {
    expect(exportDenial(paid, 'print')).toBeNull();
    expect(exportDenial(paid, 'download')).toBeNull();
  });

  it('names the action for a free plan or an unknown user (spec §8)', () => {
    expect(exportDenial(free, 'print')).toBe('Print is only available on the paid plan.');
    expect(exportDenial(null, 'download')).toBe('Download is only available on the paid plan.');
  });
});

describe('runExport', () => {
  it('prints and downloads on a paid plan', async () => {
    const d = deps(paid);
    await expect(runExport('print', d)).resolves.toBe(true);
    await expect(runExport('download', d)).resolves.toBe(true);
    expect(d.print).toHaveBeenCalledTimes(1);
    expect(d.download).toHaveBeenCalledTimes(1);
    expect(d.deny).not.toHaveBeenCalled();
  });

  it('denies a free plan with the danger message and runs nothing', async () => {
    const d = deps(free);
    await expect(runExport('download', d)).resolves.toBe(false);
    expect(d.deny).toHaveBeenCalledWith('Download is only available on the paid plan.');
    expect(d.download).not.toHaveBeenCalled();
    expect(d.print).not.toHaveBeenCalled();
  });
});
