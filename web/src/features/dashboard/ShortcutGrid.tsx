import { Link } from '@tanstack/react-router';
import { Card } from '@/shared/ui/Page';
import type { OnwardPath } from './nav';

export interface Shortcut {
  to: OnwardPath;
  title: string;
  text: string;
}

/** The dashboard home's grid of linked cards, one per main screen of the area. */
export function ShortcutGrid({ shortcuts }: { shortcuts: readonly Shortcut[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {shortcuts.map((item) => (
        <li key={item.to}>
          <Link
            to={item.to}
            // A solid outline on keyboard focus: the card's rounded border hides the default ring.
            className="block h-full rounded-2xl focus-visible:outline-2"
          >
            <Card className="h-full transition-colors hover:border-brand-400 dark:hover:border-brand-600">
              <h3 className="font-semibold text-slate-900 dark:text-white">{item.title}</h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{item.text}</p>
            </Card>
          </Link>
        </li>
      ))}
    </ul>
  );
}
