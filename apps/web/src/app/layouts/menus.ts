import {
  BookHeart,
  Brush,
  CreditCard,
  FileImage,
  Globe,
  LayoutDashboard,
  Layers,
  Palette,
  Sparkles,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface MenuEntry {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The user menu of spec §2, in order. */
export const USER_MENU: readonly MenuEntry[] = [
  { to: '/pages/public', label: 'Public pages', icon: Sparkles },
  { to: '/pages/favorite', label: 'Favorite pages', icon: BookHeart },
  { to: '/pages', label: 'My pages', icon: FileImage },
  { to: '/pages/colored', label: 'Colored pages', icon: Palette },
  { to: '/account', label: 'Account', icon: UserRound },
];

/** The admin menu of spec §2, in order. */
export const ADMIN_MENU: readonly MenuEntry[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/users', label: 'Users', icon: Users },
  { to: '/admin/pages', label: 'Pages', icon: FileImage },
  { to: '/admin/pages/colored', label: 'Colored pages', icon: Brush },
  { to: '/admin/subscriptions', label: 'Subscriptions', icon: CreditCard },
  { to: '/admin/plans', label: 'Plans', icon: Layers },
  { to: '/admin/website', label: 'Website', icon: Globe },
  { to: '/admin/account', label: 'Account', icon: UserRound },
];
