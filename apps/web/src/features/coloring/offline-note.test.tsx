// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';

import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { OfflineNote } from './offline-note.tsx';

afterEach(cleanup);

describe('offline note', () => {
  it('says an offline page was made offline', () => {
    render(<OfflineNote page={{ generator: 'offline' }} />);
    expect(screen.getByText(/Made offline/)).toBeInTheDocument();
  });

  it('shows nothing for AI and uploaded pages', () => {
    const { container } = render(
      <>
        <OfflineNote page={{ generator: 'openai' }} />
        <OfflineNote page={{ generator: null }} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
