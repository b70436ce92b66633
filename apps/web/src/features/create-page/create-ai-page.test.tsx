// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';

import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useNotificationStore } from '../../lib/notification-store.ts';
import { aPage } from '../../test/api-fixtures.ts';

import { CreateAiPage } from './create-ai-page.tsx';
import { deferred, findColoring, json, renderScreen, stubApi, type Call } from './testing.tsx';

const creates = (calls: Call[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/pages/create');

beforeEach(() => useNotificationStore.getState().clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('create page with AI', () => {
  it('shows the remaining credits and counts the characters of the prompt', async () => {
    stubApi({});
    renderScreen(<CreateAiPage />);
    expect(await screen.findByText('2 page creations left this month')).toBeInTheDocument();
    expect(screen.getByText('0/500', { exact: false })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Prompt'), 'a cat');
    expect(screen.getByText('5/500', { exact: false })).toBeInTheDocument();
    expect(screen.getByLabelText('Prompt')).toHaveAttribute('maxlength', '500');
  });

  it('starts with a prompt it is given ("Try another prompt"), focused to be edited', async () => {
    const calls = stubApi({ 'POST /pages/create': () => json(200, { data: aPage({ id: 'p9' }) }) });
    renderScreen(
      <CreateAiPage />,
      `?${new URLSearchParams({ prompt: 'A hedgehog on a skateboard' }).toString()}`,
    );
    const prompt = screen.getByLabelText('Prompt');
    expect(prompt).toHaveValue('A hedgehog on a skateboard');
    expect(prompt).toHaveFocus();
    await userEvent.clear(prompt);
    await userEvent.type(prompt, 'A cat on a skateboard{Enter}');
    expect(await findColoring('p9')).toBeInTheDocument();
    expect(creates(calls).map((call) => JSON.parse(String(call.body)) as unknown)).toEqual([
      { prompt: 'A cat on a skateboard' },
    ]);
  });

  it('refuses a too-short prompt with a clear message and sends nothing', async () => {
    const calls = stubApi({});
    renderScreen(<CreateAiPage />);
    await userEvent.type(screen.getByLabelText('Prompt'), '  ab ');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Describe the page in at least 3 characters');
    expect(screen.getByLabelText('Prompt')).toHaveAttribute('aria-invalid', 'true');
    expect(creates(calls)).toHaveLength(0);
    // Typing again clears the message.
    await userEvent.type(screen.getByLabelText('Prompt'), 'c');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the trimmed prompt once, shows progress, and opens the new page for coloring', async () => {
    const answer = deferred();
    const calls = stubApi({ 'POST /pages/create': () => answer.promise });
    renderScreen(<CreateAiPage />);
    const prompt = screen.getByLabelText('Prompt');
    await userEvent.type(prompt, '  a fox under a mushroom ');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));

    expect(screen.getByRole('progressbar', { name: 'Generating your page' })).toBeInTheDocument();
    expect(screen.getByText(/up to a minute/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
    expect(prompt).toHaveAttribute('readonly');
    // Neither Enter nor a second press sends it again.
    await userEvent.type(prompt, '{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(creates(calls)).toHaveLength(1);
    expect(JSON.parse(String(creates(calls)[0]!.body))).toEqual({ prompt: 'a fox under a mushroom' });

    await act(async () => answer.resolve(json(200, { data: aPage({ id: 'p42' }) })));
    expect(await findColoring('p42')).toBeInTheDocument();
  });

  it('ignores a second submit made in the same instant', async () => {
    const answer = deferred();
    const calls = stubApi({ 'POST /pages/create': () => answer.promise });
    renderScreen(<CreateAiPage />);
    await userEvent.type(screen.getByLabelText('Prompt'), 'a castle');
    const form = screen.getByRole('button', { name: 'Generate' }).closest('form')!;
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await vi.waitFor(() => expect(creates(calls)).not.toHaveLength(0));
    await act(async () => answer.resolve(json(200, { data: aPage({ id: 'p7' }) })));
    expect(await findColoring('p7')).toBeInTheDocument();
    expect(creates(calls)).toHaveLength(1);
  });

  it('cancels the generation when the user leaves the screen', async () => {
    const calls = stubApi({ 'POST /pages/create': () => new Promise<Response>(() => {}) });
    const { unmount } = renderScreen(<CreateAiPage />);
    await userEvent.type(screen.getByLabelText('Prompt'), 'a lighthouse');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await vi.waitFor(() => expect(creates(calls)).toHaveLength(1));
    expect(creates(calls)[0]!.signal?.aborted).toBe(false);
    unmount();
    expect(creates(calls)[0]!.signal?.aborted).toBe(true);
    expect(useNotificationStore.getState().current).toBeNull();
  });

  it('generates on Enter, while Shift+Enter adds a line', async () => {
    const calls = stubApi({ 'POST /pages/create': () => json(200, { data: aPage({ id: 'p9' }) }) });
    renderScreen(<CreateAiPage />);
    const prompt = screen.getByLabelText('Prompt');
    await userEvent.type(prompt, 'a whale{Shift>}{Enter}{/Shift}in space');
    expect(prompt).toHaveValue('a whale\nin space');
    expect(creates(calls)).toHaveLength(0);
    await userEvent.type(prompt, '{Enter}');
    expect(await findColoring('p9')).toBeInTheDocument();
    expect(creates(calls)).toHaveLength(1);
  });

  it('shows a refused prompt by the field, without a toast, and lets the user try again', async () => {
    const message = 'This prompt was refused by the safety system. Try describing something else.';
    const calls = stubApi({ 'POST /pages/create': () => json(400, { message, code: 'INVALID_INPUT' }) });
    renderScreen(<CreateAiPage />);
    await userEvent.type(screen.getByLabelText('Prompt'), 'something not allowed');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(useNotificationStore.getState().current).toBeNull();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
    expect(creates(calls)).toHaveLength(1);
  });

  it('shows other failures as a notification and unlocks the form', async () => {
    const message = 'The image service did not answer. Please try again.';
    stubApi({ 'POST /pages/create': () => json(502, { message, code: 'PROVIDER_ERROR' }) });
    renderScreen(<CreateAiPage />);
    await userEvent.type(screen.getByLabelText('Prompt'), 'a tree house');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await vi.waitFor(() => expect(useNotificationStore.getState().current?.message).toBe(message));
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('fills the prompt with a suggestion', async () => {
    stubApi({
      'GET /pages/prompt/generate': () => json(200, { data: { prompt: 'A turtle riding a bike' } }),
    });
    renderScreen(<CreateAiPage />);
    await userEvent.type(screen.getByLabelText('Prompt'), 'old idea');
    await userEvent.click(screen.getByRole('button', { name: 'Suggest a prompt' }));
    await vi.waitFor(() => expect(screen.getByLabelText('Prompt')).toHaveValue('A turtle riding a bike'));
    expect(screen.getByText('22/500', { exact: false })).toBeInTheDocument();
  });
});
