import { indefiniteArticle } from './articles.ts';
import type { ComposedScene } from './compose-page.ts';
import type { SettingId } from './procedural/settings.ts';
import { SETTING_PHRASES } from './scene-choice.ts';

/**
 * What a composed scene shows, in words a page can say to its user: "a tree in a meadow",
 * "two cats and a guitar on the moon", "a castle" (a setting drawn alone). Used to tell the
 * user what a page shows instead of things the library has no drawing of.
 */

/** Each setting named as a thing a page can show on its own. */
const SETTING_NAMES: Record<SettingId, string> = {
  meadow: 'a meadow',
  hills: 'the hills',
  garden: 'a garden',
  forest: 'a forest',
  farm: 'a farm',
  beach: 'a beach',
  sea: 'the sea',
  underwater: 'the sea floor',
  sky: 'the sky',
  space: 'outer space',
  moon: 'the moon',
  night: 'a night sky',
  snow: 'a snowy landscape',
  city: 'a city street',
  room: 'a room',
  desert: 'the desert',
  jungle: 'the jungle',
  castle: 'a castle',
  pond: 'a pond',
  pool: 'a swimming pool',
  road: 'a road',
  river: 'a river',
  circus: 'a circus tent',
};

const COUNT_WORDS = ['', 'one', 'two', 'three', 'four', 'five'];

/** The drawings a scene shows, as many as it shows of each, then where they are. */
export function describeScene(scene: Pick<ComposedScene, 'drawings' | 'placements' | 'setting'>): string {
  const things = scene.drawings.flatMap((id) => {
    const shown = scene.placements.filter((p) => p.entry.id === id);
    const entry = shown[0]?.entry;
    if (!entry) return [];
    const name = entry.keywords[0] ?? entry.title.toLowerCase();
    return [
      shown.length > 1 ? `${COUNT_WORDS[shown.length] ?? shown.length} ${plural(name)}` : withArticle(name),
    ];
  });
  if (things.length === 0) return SETTING_NAMES[scene.setting];
  const list = things.length > 1 ? `${things.slice(0, -1).join(', ')} and ${things.at(-1)}` : things[0];
  return `${list} ${SETTING_PHRASES[scene.setting]}`;
}

function withArticle(name: string): string {
  return `${indefiniteArticle(name)} ${name}`;
}

/** English plural of a library keyword, regular rules and the few irregular ones it needs. */
function plural(name: string): string {
  const irregular: Record<string, string> = {
    mouse: 'mice',
    goose: 'geese',
    person: 'people',
    child: 'children',
  };
  const space = name.lastIndexOf(' ');
  const last = name.slice(space + 1);
  const head = name.slice(0, space + 1);
  if (irregular[last]) return head + irregular[last];
  if (['sheep', 'fish', 'deer'].includes(last)) return name;
  if (/(s|x|z|ch|sh)$/.test(last)) return `${name}es`;
  if (/[^aeiou]y$/.test(last)) return `${name.slice(0, -1)}ies`;
  return `${name}s`;
}
