/**
 * "a" or "an" before an English word or phrase, by the sound it starts with as far as its
 * spelling tells: "an owl", "a unicorn", "a ufo", "a one-horned goat", "an hour". Lower case
 * input; only the start of `phrase` is read.
 */
export function indefiniteArticle(phrase: string): 'a' | 'an' {
  // A "you" or "w" sound spelt with a vowel: unicorn, useful, usual, utensil, ufo, ukulele,
  // eucalyptus, ewe, one, once.
  if (/^(uni|use|usu|uten|ufo|uku|ure|uro|eu|ewe|one|once)/.test(phrase)) return 'a';
  return /^[aeiou]/.test(phrase) || /^(hour|honest|heir)/.test(phrase) ? 'an' : 'a';
}
