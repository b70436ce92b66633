// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';

import type { User } from '@huebook/shared/schemas/user';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { SideMenu } from './side-menu.tsx';

const base: User = {
  id: 'u1',
  name: 'paula',
  email: 'paula@example.com',
  photo: null,
  admin: false,
  blocked: false,
  created_at: '2025-01-01T00:00:00.000Z',
  stripe_id: null,
  plan: { title: 'Free', name: 'free', paid: false },
  subscription: null,
};

function renderMenu(user: User, path: string) {
  const router = createMemoryRouter([{ path: '*', element: <SideMenu id="menu" user={user} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe('side menu', () => {
  it('offers Create page and the user menu, marking the current entry', () => {
    renderMenu(base, '/pages');
    expect(screen.getByRole('link', { name: 'Create page' })).toHaveAttribute('href', '/pages/create');
    const names = screen.getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual([
      'Create page',
      'Public pages',
      'Favorite pages',
      'My pages',
      'Colored pages',
      'Account',
      'Sign out',
    ]);
    expect(screen.getByRole('link', { name: 'My pages' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Public pages' })).not.toHaveAttribute('aria-current');
    // No photo: the first letter of the name, upper-cased.
    expect(screen.getByText('P')).toBeInTheDocument();
  });

  it('gives admins their menu and no Create page', () => {
    renderMenu({ ...base, admin: true }, '/admin/plans');
    expect(screen.queryByRole('link', { name: 'Create page' })).toBeNull();
    const names = screen.getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual([
      'Dashboard',
      'Users',
      'Pages',
      'Colored pages',
      'Subscriptions',
      'Plans',
      'Website',
      'Account',
      'Sign out',
    ]);
    expect(screen.getByRole('link', { name: 'Plans' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks an entry on its sub-screens, but not a parent entry whose sub-screen has its own', () => {
    renderMenu({ ...base, admin: true }, '/admin/website/home');
    expect(screen.getByRole('link', { name: 'Website' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    cleanup();
    renderMenu({ ...base, admin: true }, '/admin/pages/colored');
    expect(screen.getByRole('link', { name: 'Colored pages' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Pages' })).not.toHaveAttribute('aria-current');
  });
});
