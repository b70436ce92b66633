import { promptSchema } from '@huebook/shared/schemas/page-create';
import type OpenAI from 'openai';

/** A small, cheap chat model: an idea is one sentence. */
export const PROMPT_IDEA_MODEL = 'gpt-4o-mini';
/** Ideas are short; the chat call gets this long at most, milliseconds. */
const PROMPT_IDEA_TIMEOUT_MS = 15_000;

const INSTRUCTIONS =
  'You suggest ideas for coloring pages for children. Answer with one idea only: a single ' +
  'child-friendly scene of 5 to 15 words naming a subject, what it does and where, for example ' +
  '"A friendly dragon reading a book under a big tree". No quotes, no list, no explanation.';

/** The model's answer as a prompt: first line, list marks and quotes removed; null if unusable. */
export function cleanPromptIdea(text: string | null | undefined): string | null {
  const line = (text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l.length > 0);
  if (!line) return null;
  const cleaned = line
    .replace(/^(?:[-*•]|\d+[.)])\s*/, '')
    .replace(/^["'“”‘’`]+|["'“”‘’`]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const parsed = promptSchema.safeParse(cleaned);
  return parsed.success ? parsed.data : null;
}

/**
 * One page idea from OpenAI's chat API (`chat.completions.create`, PROMPT_IDEA_MODEL).
 * Resolves null when the answer is unusable; rejects with the client's error when the call fails.
 */
export async function openAiPromptIdea(
  client: OpenAI,
  options: { timeoutMs: number },
): Promise<string | null> {
  const completion = await client.chat.completions.create(
    {
      model: PROMPT_IDEA_MODEL,
      messages: [
        { role: 'system', content: INSTRUCTIONS },
        { role: 'user', content: 'Suggest one new coloring page idea.' },
      ],
      max_completion_tokens: 60,
      temperature: 1,
      n: 1,
    },
    { timeout: Math.min(options.timeoutMs, PROMPT_IDEA_TIMEOUT_MS) },
  );
  return cleanPromptIdea(completion.choices[0]?.message.content);
}
