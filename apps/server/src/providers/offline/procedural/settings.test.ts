import { DETAIL_LEVELS } from '@huebook/shared/constants';
import { describe, expect, it } from 'vitest';

import { measurePagePng } from '../../line-art/page-quality.ts';
import { mulberry32 } from '../prng.ts';

import { renderSvgPage } from './render-svg-page.ts';
import { drawSetting, SETTING_KEYWORDS, settingFromPrompt, type SettingId } from './settings.ts';

const SETTINGS = Object.keys(SETTING_KEYWORDS) as SettingId[];

function page(svg: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024"><rect width="1024" height="1024" fill="#fff"/>${svg}</svg>`;
}

describe('drawSetting', () => {
  for (const setting of SETTINGS) {
    it(`draws ${setting} alone without specks or loose line ends at every level`, async () => {
      for (const detail of DETAIL_LEVELS) {
        const backdrop = drawSetting(setting, mulberry32(5), detail);
        const quality = await measurePagePng(await renderSvgPage(page(backdrop.svg)));
        expect(quality.specks, detail).toBe(0);
        expect(quality.openEnds, detail).toBeLessThanOrEqual(4);
        expect(quality.regions, detail).toBeGreaterThanOrEqual(2);
        expect(backdrop.svg).not.toContain('<svg');
        const { subjectBox, groundY } = backdrop;
        expect(subjectBox.width * subjectBox.height).toBeGreaterThan(250_000);
        expect(groundY).toBeGreaterThan(subjectBox.y);
      }
    });
  }

  it('draws more at higher detail, the same for the same seed, otherwise for another', () => {
    for (const setting of SETTINGS) {
      const simple = drawSetting(setting, mulberry32(1), 'simple').svg;
      const detailed = drawSetting(setting, mulberry32(1), 'detailed').svg;
      expect(detailed.length, setting).toBeGreaterThan(simple.length);
      expect(drawSetting(setting, mulberry32(1), 'medium')).toEqual(
        drawSetting(setting, mulberry32(1), 'medium'),
      );
      expect(drawSetting(setting, mulberry32(2), 'medium').svg).not.toBe(
        drawSetting(setting, mulberry32(1), 'medium').svg,
      );
    }
  });

  it('draws no sun at night, and a moon wherever there is a sky', () => {
    for (const setting of SETTINGS)
      for (const detail of DETAIL_LEVELS) {
        const day = drawSetting(setting, mulberry32(3), detail);
        const night = drawSetting(setting, mulberry32(3), detail, { isNight: true });
        expect(night.features, `${setting} ${detail}`).not.toContain('sun');
        if (day.features.includes('sun')) expect(night.features, `${setting} ${detail}`).toContain('moon');
      }
    expect(drawSetting('meadow', mulberry32(3), 'medium').features).toContain('sun');
  });

  it('gives floating settings no ground', () => {
    for (const setting of ['space', 'sky', 'underwater'] as const)
      expect(drawSetting(setting, mulberry32(1), 'medium').groundY).toBe(1024);
    expect(drawSetting('meadow', mulberry32(1), 'medium').groundY).toBeLessThan(900);
  });
});

describe('settingFromPrompt', () => {
  it('finds the place a prompt names', () => {
    expect(settingFromPrompt('a cat playing guitar on the moon')).toBe('moon');
    expect(settingFromPrompt('A dog in the kitchen')).toBe('room');
    expect(settingFromPrompt('a bear in the living room')).toBe('room');
    expect(settingFromPrompt('a turtle under the sea')).toBe('underwater');
    expect(settingFromPrompt('whale in the ocean')).toBe('underwater');
    expect(settingFromPrompt('an astronaut in space')).toBe('space');
    expect(settingFromPrompt('a sailboat at sea')).toBe('sea');
    expect(settingFromPrompt('a fox in the forest')).toBe('forest');
    expect(settingFromPrompt('a snowman in winter')).toBe('snow');
    expect(settingFromPrompt('a camel in the desert')).toBe('desert');
    expect(settingFromPrompt('a car on the road')).toBe('road');
    expect(settingFromPrompt('a truck on the highway')).toBe('road');
    expect(settingFromPrompt('a bike on the street')).toBe('road');
    expect(settingFromPrompt('a bus on a city street')).toBe('city');
  });

  it('returns null when no place is named', () => {
    expect(settingFromPrompt('a happy cat')).toBeNull();
    expect(settingFromPrompt('spacecraft')).toBeNull();
  });
});
