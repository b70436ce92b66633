// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { toggleFaq } from './faq-accordion.ts';
import { FaqSection } from './faq-section.tsx';
import { parseWebsite } from './website.ts';

afterEach(cleanup);

describe('toggleFaq', () => {
  it('opens the pressed item and closes it when pressed again', () => {
    expect(toggleFaq(null, 2)).toBe(2);
    expect(toggleFaq(0, 2)).toBe(2);
    expect(toggleFaq(2, 2)).toBeNull();
  });
});

const website = parseWebsite(
  JSON.stringify({
    faqs: {
      visibility: true,
      subheading: 'Questions we are often asked.',
      faqs: [
        { question: 'Is Huebook free?', answer: 'Yes, there is a free plan.' },
        { question: 'What are credits?', answer: 'Monthly allowances.' },
        { question: 'Can I print?', answer: 'On paid plans.' },
      ],
      support: {
        heading: 'Still have questions?',
        description: 'Write to us.',
        link: 'mailto:help@example.com',
      },
    },
  }),
);

describe('FaqSection', () => {
  it('keeps one answer open at a time', async () => {
    const user = userEvent.setup();
    render(<FaqSection website={website} />);
    const first = screen.getByRole('button', { name: 'Is Huebook free?' });
    const second = screen.getByRole('button', { name: 'What are credits?' });

    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Yes, there is a free plan.')).toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Monthly allowances.')).toBeVisible();
    expect(screen.getByText('Yes, there is a free plan.')).not.toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('ties each button to the answer it controls', () => {
    render(<FaqSection website={website} />);
    const button = screen.getByRole('button', { name: 'Can I print?' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveTextContent('On paid plans.');
  });

  it('shows the support block with its button', () => {
    render(<FaqSection website={website} />);
    expect(screen.getByRole('heading', { name: 'Still have questions?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      'mailto:help@example.com',
    );
  });
});
